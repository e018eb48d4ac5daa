import { keyframes, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const root = sprinkles({ display: "grid", gap: "sm" });

export const button = style({ justifySelf: "start" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "16px",
  height: "16px",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2400ms" } },
});

// Three lines of the note's text: the longest outcome fits, so the panels below stay put.
export const outcome = style({
  minHeight: `calc(3 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})`,
});

const text = sprinkles({ fontSize: "sm" });
export const found = style([text, sprinkles({ color: "textMuted" })]);
export const failure = style([text, sprinkles({ color: "text" })]);
