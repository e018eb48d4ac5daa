import { style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "./sprinkles.css";
import { vars } from "./theme.css";

const badge = style([
  sprinkles({ display: "inline-flex", alignItems: "center", gap: "xs", fontSize: "xs", fontWeight: "semibold" }),
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: "1px solid currentColor",
    whiteSpace: "nowrap",
  },
]);

/**
 * A status pill in one of five tones, each an AA text colour on its soft background. A
 * badge maps its own statuses to these; its words always say what the colour does.
 */
export const badgeTones = styleVariants({
  info: [badge, { color: vars.color.brand, background: vars.color.brandSoft }],
  success: [badge, { color: vars.color.success, background: vars.color.successSoft }],
  warning: [badge, { color: vars.color.warning, background: vars.color.warningSoft }],
  danger: [badge, { color: vars.color.danger, background: vars.color.dangerSoft }],
  neutral: [badge, { color: vars.color.textMuted, background: vars.color.surfaceSunken }],
});
