import { style } from "@vanilla-extract/css";
import { sprinkles } from "./sprinkles.css";
import { vars } from "./theme.css";
import { mediaQuery } from "./tokens";

// The look of every form's parts, in one place: a field (label, control, hint, message),
// a group of choices (fieldset, legend, a checkbox or radio with its words), and a form's
// own message. Field and FieldGroup use these; a form only lays its fields out.

/** A field: its label over its control, its hint and its message under it. */
export const field = style([sprinkles({ display: "grid", gap: "xs" }), { alignContent: "start", minWidth: 0 }]);

export const label = sprinkles({ fontWeight: "medium", fontSize: "sm" });

/** "*" after the label of a field that must be filled in; the control says so to a screen reader. */
export const requiredMarker = style([sprinkles({ color: "danger" }), { marginLeft: "0.25em" }]);

const control = {
  width: "100%",
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
} as const;

/** A text input (or a third-party control that should look like one). */
export const input = style(control);
export const select = style(control);
// Its rows set its height; the least is three lines.
export const textarea = style({ ...control, minHeight: "80px", resize: "vertical" });

export const hint = sprinkles({ fontSize: "sm", color: "textMuted" });
export const error = sprinkles({ fontSize: "sm", color: "danger" });

/** A fieldset that looks like the other fields: no frame of its own. */
export const group = style([
  sprinkles({ display: "grid", gap: "sm" }),
  { border: 0, margin: 0, padding: 0, minWidth: 0 },
]);
export const legend = style([sprinkles({ fontWeight: "medium", fontSize: "sm", marginBottom: "xs" }), { padding: 0 }]);

/** A checkbox or radio and its words, the whole row a touch target. */
export const choice = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "sm", fontSize: "sm", minHeight: "touch" }),
  { cursor: "pointer" },
]);
export const checkbox = style({ width: "18px", height: "18px", flexShrink: 0, accentColor: vars.color.brand });

/** The form's own message (the server's refusal, a summary of what to fix), boxed in red. */
export const alert = style([
  sprinkles({ padding: "md", borderRadius: "md", color: "danger", background: "dangerSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.danger}` },
]);

/** A form on a card of its own (sign-in, sign-up, contact). */
export const card = style([
  sprinkles({
    display: "grid",
    gap: "lg",
    background: "surface",
    padding: { mobile: "lg", tablet: "xl" },
    borderRadius: "lg",
    boxShadow: "sm",
  }),
  { border: `1px solid ${vars.color.border}` },
]);

/** Two fields side by side from a tablet up; stacked on a phone. */
export const pair = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** A line under a form pointing to its counterpart ("Already have an account? Sign in"). */
export const footnote = sprinkles({ marginTop: "lg", fontSize: "sm", textAlign: "center" });
