import { style } from "@vanilla-extract/css";
import { cardSurface } from "../../styles/surface.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const search = style([cardSurface, sprinkles({ display: "grid", gap: "xs", padding: "lg" })]);
export const count = sprinkles({ fontSize: "sm", color: "textMuted" });

export const questions = sprinkles({ display: "grid", gap: "md" });
export const question = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "sm", padding: "lg" }),
  {
    scrollMarginTop: vars.space.lg,
    selectors: {
      // Landing on /help#id marks the question it opened on.
      "&:focus, &:target": { outline: `2px solid ${vars.color.brand}`, outlineOffset: "2px" },
    },
  },
]);
export const questionTitle = sprinkles({ fontSize: "lg", fontWeight: "semibold" });
export const permalink = sprinkles({ fontSize: "sm" });
