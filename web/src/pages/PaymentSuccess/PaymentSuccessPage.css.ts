import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const stack = sprinkles({ display: "grid", gap: "xl" });

export const icon = recipe({
  base: {
    width: "48px",
    height: "48px",
    borderRadius: vars.radius.full,
    display: "grid",
    placeItems: "center",
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      neutral: { background: vars.color.brandSoft, color: vars.color.brand },
    },
  },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
