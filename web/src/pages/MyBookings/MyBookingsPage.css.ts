import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const more = sprinkles({ display: "grid", justifyContent: "center", gap: "sm", paddingTop: "xl" });
export const moreError = style([sprinkles({ fontSize: "sm", color: "danger" }), { textAlign: "center" }]);

export const serviceType = sprinkles({ fontSize: "sm", color: "textMuted" });

/** The empty list and the provider's note: a pointer elsewhere, not an error. */
export const note = style([
  sprinkles({
    display: "grid",
    gap: "sm",
    justifyContent: "center",
    background: "surfaceMuted",
    borderRadius: "lg",
    padding: "xxl",
    textAlign: "center",
  }),
  { border: `1px dashed ${vars.color.borderStrong}`, justifyItems: "center" },
]);
export const noteTitle = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const noteMessage = style([sprinkles({ color: "textMuted", marginBottom: "sm" }), { maxWidth: "52ch" }]);

export const cancelButton = style({
  color: vars.color.danger,
  selectors: { "&:hover:not(:disabled)": { color: vars.color.danger } },
});
export const dialogActions = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "flex-end",
    gap: "sm",
    paddingX: { mobile: "lg", tablet: "xl" },
    paddingY: "md",
  }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
export const dangerButton = style({
  background: vars.color.danger,
  selectors: { "&:hover:not(:disabled)": { background: vars.color.danger, filter: "brightness(0.9)" } },
});

/** The card's wrapper, focused once its booking is cancelled: the outline follows the card's corners. */
export const focusTarget = style({ borderRadius: vars.radius.lg });
