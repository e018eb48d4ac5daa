import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// Always on screen, so choosing a slot fills it in rather than pushing the page down.
export const panel = recipe({
  base: [
    sprinkles({ display: "grid", gap: "md", padding: "lg", borderRadius: "lg", background: "surface" }),
    { border: `1px solid ${vars.color.border}`, minHeight: "132px" },
  ],
  variants: {
    chosen: { true: { borderColor: vars.color.brand, boxShadow: vars.shadow.md }, false: {} },
  },
});
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const none = sprinkles({ color: "textMuted" });
export const details = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const detail = sprinkles({ display: "grid", gap: "xxs" });
export const term = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "textMuted" });
export const value = style([sprinkles({ fontWeight: "semibold" }), { margin: 0 }]);
export const book = style({ justifySelf: "start" });
