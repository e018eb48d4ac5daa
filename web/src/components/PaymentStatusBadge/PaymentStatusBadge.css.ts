import { style } from "@vanilla-extract/css";
import { badgeTones } from "../../styles/badge.css";
import type { PaymentStatusTone } from "./paymentStatusTone";

// One colour per status, each an AA text colour on its soft background. The words (and a
// glyph of its own) say the same, so no one needs to tell the colours apart.
export const tones: Record<PaymentStatusTone, string> = {
  COMPLETED: badgeTones.success,
  TRANSFERRED: badgeTones.info,
  PENDING: badgeTones.warning,
  FAILED: badgeTones.danger,
  UNDERPAID: badgeTones.danger,
  unknown: badgeTones.neutral,
};

export const glyph = style({ fontSize: "0.9em", lineHeight: 1, flexShrink: 0 });
