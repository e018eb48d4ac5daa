import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const card = style([
  sprinkles({
    display: "grid",
    gap: "lg",
    background: "surface",
    borderRadius: "lg",
    boxShadow: "sm",
    padding: { mobile: "lg", tablet: "xl" },
  }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "640px" },
]);
export const text = style([sprinkles({ color: "textMuted" }), { margin: 0, maxWidth: "65ch" }]);
export const details = style([sprinkles({ display: "grid", gap: "xxs" }), { margin: 0 }]);
export const term = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" });
export const account = style({ margin: 0, fontFamily: vars.fontFamily.mono, overflowWrap: "anywhere" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });

export const noteTitle = sprinkles({ fontSize: "lg", fontWeight: "bold" });
