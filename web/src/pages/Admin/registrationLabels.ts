import type { MessageId } from "../../i18n/messages";
import type { StaffBadgeTone } from "../../components/StaffBadge/StaffBadge";
import sourceMessages from "../../i18n/en-CA.json";

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
 */
export function businessTypeLabelId(businessType: string): MessageId | null {
  const id = `serviceType.${businessType}`;
  return Object.hasOwn(sourceMessages, id) ? (id as MessageId) : null;
}
