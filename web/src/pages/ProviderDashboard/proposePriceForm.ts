// The provider's 'Propose New Price' form apart from React: the dollars typed, checked as the
// server checks a price per visit (the schedules' own range), before anything is sent.
import { ESTIMATED_PRICE_RANGE } from "../../../../shared/schedules/recurring-schedule";
import { priceCents } from "../../components/ScheduleDialog/scheduleForm";
import type { MessageId } from "../../i18n/messages";

export const PROPOSE_PRICE_FIELDS = ["pricePerVisit"] as const;
export type ProposePriceField = (typeof PROPOSE_PRICE_FIELDS)[number];

export type ProposedPriceCheck = { ok: true; cents: number } | { ok: false; messageId: MessageId };

/**
 * "$175", "175.5" or "1,250.00" as cents, from $10.00 to $10,000.00 and not the price the
 * schedule has now; otherwise the catalog's words for what is wrong.
 */
export function checkProposedPrice(text: string, currentCents: number): ProposedPriceCheck {
  const cents = priceCents(text);
  if (cents === "") return { ok: false, messageId: "providerSchedules.propose.priceMissing" };
  if (typeof cents !== "number" || cents < ESTIMATED_PRICE_RANGE.min || cents > ESTIMATED_PRICE_RANGE.max) {
    return { ok: false, messageId: "providerSchedules.propose.priceInvalid" };
  }
  if (cents === currentCents) return { ok: false, messageId: "providerSchedules.propose.priceUnchanged" };
  return { ok: true, cents };
}
