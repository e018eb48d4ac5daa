import { style } from "@vanilla-extract/css";
import { badgeTones } from "../../styles/badge.css";
import { vars } from "../../styles/theme.css";
import type { BookingStatusTone } from "./bookingStatusTone";

// One colour per status, each an AA text colour on its soft background; the words say the
// same, so no one needs to tell the colours apart.
export const tones: Record<BookingStatusTone, string> = {
  CONFIRMED: badgeTones.info,
  IN_PROGRESS: badgeTones.warning,
  COMPLETED: badgeTones.success,
  CANCELLED: badgeTones.danger,
  unknown: badgeTones.neutral,
};

/** A dot before the words, in the badge's colour: a second cue besides the hue of the fill. */
export const dot = style({
  width: "6px",
  height: "6px",
  borderRadius: vars.radius.full,
  background: "currentColor",
  flexShrink: 0,
});
