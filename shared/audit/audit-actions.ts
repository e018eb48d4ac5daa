// What the audit log records, "domain.verb": the server writes only these
// (graph/src/services/audit/audit-log.ts) and staff's screen filters by them.
export const AUDIT_ACTIONS = [
  "registration.approve",
  "registration.reject",
  "provider.approve",
  "provider.reject",
  "provider.suspend",
  "provider.reinstate",
  "payment.refund",
  "payout.transfer",
  "payment.settle",
  "payment.hold",
  "refund.settle",
  "partnerToken.issue",
  "partnerToken.revoke",
  "contactMessage.handle",
  "contactMessage.reopen",
  "notificationDelivery.retry",
  "booking.status",
  "booking.cancel",
  "booking.reschedule",
  "booking.noShow",
  "noShow.decide",
  "conversation.read",
  "availability.add",
  "schedule.pause",
  "schedule.resume",
  "schedule.cancel",
  "schedulePrice.propose",
  "twoFactor.enable",
  "twoFactor.disable",
  "twoFactor.replaceRecoveryCodes",
  "review.hide",
  "review.restore",
  "listing.update",
  "listing.approve",
  "listing.reject",
  "calendarFeed.reset",
  "calendarFeed.turnOff",
  "provider.taxProfile",
  "taxLines.export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
