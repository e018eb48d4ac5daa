import { style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

const badge = style([
  sprinkles({ display: "inline-flex", alignItems: "center", gap: "xs", fontSize: "xs", fontWeight: "semibold" }),
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: "1px solid currentColor",
    whiteSpace: "nowrap",
  },
]);

// One colour per status, each an AA text colour on its soft background; the words say the
// same, so no one needs to tell the colours apart.
export const tones = styleVariants({
  CONFIRMED: [badge, { color: vars.color.brand, background: vars.color.brandSoft }],
  IN_PROGRESS: [badge, { color: vars.color.warning, background: vars.color.warningSoft }],
  COMPLETED: [badge, { color: vars.color.success, background: vars.color.successSoft }],
  CANCELLED: [badge, { color: vars.color.danger, background: vars.color.dangerSoft }],
  unknown: [badge, { color: vars.color.textMuted, background: vars.color.surfaceSunken }],
});

/** A dot before the words, in the badge's colour: a second cue besides the hue of the fill. */
export const dot = style({
  width: "6px",
  height: "6px",
  borderRadius: vars.radius.full,
  background: "currentColor",
  flexShrink: 0,
});
