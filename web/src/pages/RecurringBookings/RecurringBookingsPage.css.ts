import { style } from "@vanilla-extract/css";
import { emptyPanel } from "../../styles/surface.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const toolbar = sprinkles({ display: "flex", justifyContent: "flex-end", marginBottom: "lg" });
export const viewing = sprinkles({ marginBottom: "lg", color: "textMuted" });

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);

/** The empty list and the provider's note: a pointer elsewhere, not an error. */
export const note = style([emptyPanel, sprinkles({ gap: "sm" })]);
export const noteTitle = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const noteMessage = style([sprinkles({ color: "textMuted", marginBottom: "sm" }), { maxWidth: "52ch" }]);

export const pausedNote = sprinkles({ fontSize: "sm", color: "warning", fontWeight: "medium", marginBottom: "md" });

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
