import type { MessageId } from "../../i18n/messages";
import type { StaffBadgeTone } from "../../components/StaffBadge/StaffBadge";

/** A registration's status badge colour; the words say the same (admin.status). */
export function registrationStatusTone(status: string): StaffBadgeTone {
  if (status === "APPROVED") return "success";
  if (status === "REJECTED") return "danger";
  if (status === "PENDING") return "warning";
  return "neutral";
}

/**
 * The business type's name, from the service names ("car-detailing" is "Car Detailing");
 * null for a type the catalog has no name for, which is then shown as it is stored.
 * `messages` is the reader's catalog (useIntl().messages): importing en-CA.json here would
 * put the whole catalog, again, into the page's chunk.
 */
export function businessTypeLabelId(
  businessType: string,
  messages: Readonly<Record<string, unknown>>,
): MessageId | null {
  const id = `serviceType.${businessType}`;
  return Object.hasOwn(messages, id) ? (id as MessageId) : null;
}
