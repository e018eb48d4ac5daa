import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const steps = style([
  sprinkles({ display: "flex", gap: "sm", paddingTop: "md", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);

const mark = {
  width: "24px",
  height: "24px",
  display: "inline-grid",
  placeItems: "center",
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  flexShrink: 0,
} as const;

export const step = recipe({
  base: [sprinkles({ display: "flex", alignItems: "center", gap: "xs", fontSize: "sm" }), { flex: 1 }],
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});
export const stepMark = recipe({
  base: mark,
  variants: {
    state: {
      done: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
      current: { borderColor: vars.color.brand, color: vars.color.brand },
      upcoming: {},
    },
  },
});
