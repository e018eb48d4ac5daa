import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const progress = sprinkles({ display: "grid", gap: "xs", paddingTop: "md" });
export const progressLabel = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" });
export const progressTrack = style({
  height: "8px",
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: "hidden",
});
export const progressFill = style({
  height: "100%",
  background: vars.color.brand,
  borderRadius: vars.radius.full,
  transition: "width 200ms",
});

export const matches = recipe({
  base: [
    sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
    { padding: 0, gridTemplateColumns: "minmax(0, 1fr)" },
  ],
  variants: {
    columns: {
      2: { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
      3: { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } },
    },
  },
});
// The card, then why it matches, as one column.
export const match = style([sprinkles({ display: "grid", gap: "sm" }), { alignContent: "start" }]);
export const reasons = style([
  sprinkles({ borderRadius: "md", padding: "md", background: "brandSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const reasonsTitle = sprinkles({ fontWeight: "semibold", marginBottom: "xxs" });
export const reasonList = style({ margin: 0, paddingLeft: vars.space.lg });

export const finding = sprinkles({ marginTop: "sm" });
