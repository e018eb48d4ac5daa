import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export { card, cardHeader as header } from "../../styles/surface.css";
export const heading = style([sprinkles({ fontSize: "lg", fontWeight: "bold" }), { overflowWrap: "anywhere" }]);
export const when = style([
  sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" }),
  { marginTop: `-${vars.space.sm}` },
]);

export const badges = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", alignItems: "center" });
export const conflict = style([
  sprinkles({ fontSize: "sm", fontWeight: "semibold" }),
  {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.warning,
    background: vars.color.warningSoft,
  },
]);

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
export const definition = style([
  sprinkles({ fontSize: "sm" }),
  { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
]);
export const muted = sprinkles({ color: "textMuted" });

export const actions = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", paddingTop: "md" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
// Cancel is the one move that cannot be undone: red words (and a red confirmation).
