import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const page = style({ maxWidth: "760px", margin: "0 auto" });

export const form = style([
  sprinkles({
    display: "grid",
    gap: "xxl",
    background: "surface",
    padding: { mobile: "lg", tablet: "xl" },
    borderRadius: "lg",
    boxShadow: "sm",
  }),
  { border: `1px solid ${vars.color.border}` },
]);

export const section = sprinkles({ display: "grid", gap: "lg" });
export const sectionTitle = style([sprinkles({ fontSize: "lg", fontWeight: "semibold" }), { margin: 0 }]);

// Two fields side by side from a tablet up; stacked on a phone.
export const pair = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const field = style([sprinkles({ display: "grid", gap: "xs" }), { alignContent: "start", minWidth: 0 }]);
export const label = sprinkles({ fontWeight: "medium", fontSize: "sm" });
const control = {
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
} as const;
export const input = style(control);
export const textarea = style({ ...control, minHeight: "112px", resize: "vertical" });
export const hint = sprinkles({ fontSize: "sm", color: "textMuted" });
export const fieldError = sprinkles({ fontSize: "sm", color: "danger" });

export const alert = style([
  sprinkles({ padding: "md", borderRadius: "md", color: "danger", background: "dangerSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.danger}` },
]);

// A fieldset that looks like the other fields: no frame of its own.
export const group = style([
  sprinkles({ display: "grid", gap: "sm" }),
  { border: 0, margin: 0, padding: 0, minWidth: 0 },
]);
export const legend = style([sprinkles({ fontWeight: "medium", fontSize: "sm", marginBottom: "xs" }), { padding: 0 }]);
export const choices = style({
  display: "grid",
  gap: `0 ${vars.space.lg}`,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const choice = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "sm", fontSize: "sm" }),
  { minHeight: "44px", cursor: "pointer" },
]);
export const checkbox = style({ width: "18px", height: "18px", flexShrink: 0, accentColor: vars.color.brand });

export const account = style([
  sprinkles({ padding: "lg", borderRadius: "md", background: "brandSoft", fontSize: "sm" }),
  { display: "grid", gap: vars.space.xs },
]);
export const accountName = sprinkles({ fontWeight: "semibold" });

export const actions = sprinkles({ display: "flex", justifyContent: "flex-end" });
