import { style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

const badge = style([
  sprinkles({ display: "inline-flex", alignItems: "center", fontSize: "xs", fontWeight: "semibold" }),
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: "1px solid currentColor",
    whiteSpace: "nowrap",
  },
]);

// Text colours are the tokens' AA ones on their soft backgrounds.
export const tones = styleVariants({
  warning: [badge, { color: vars.color.warning, background: vars.color.warningSoft }],
  success: [badge, { color: vars.color.success, background: vars.color.successSoft }],
  danger: [badge, { color: vars.color.danger, background: vars.color.dangerSoft }],
  neutral: [badge, { color: vars.color.textMuted, background: vars.color.surfaceSunken }],
});
