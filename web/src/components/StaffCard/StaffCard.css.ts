import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export { card, cardHeader as header } from "../../styles/surface.css";
export const heading = style([sprinkles({ fontSize: "lg", fontWeight: "bold" }), { overflowWrap: "anywhere" }]);
export const meta = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { marginTop: `-${vars.space.sm}` }]);
export const body = style({ minWidth: 0 });

export const details = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
export const detail = recipe({
  base: sprinkles({ display: "grid", gap: "xxs" }),
  variants: { wide: { true: { gridColumn: "1 / -1" }, false: {} } },
});
export const term = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "textMuted" });
export const definition = style([sprinkles({ fontSize: "sm" }), { margin: 0, overflowWrap: "anywhere" }]);

export const actions = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", paddingTop: "md" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
