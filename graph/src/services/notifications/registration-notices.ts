// What a business registration's life says to its registrant: received, approved (and how to
// sign in), not approved (and staff's reason); then, once staff decide on the provider the
// approval created, whether it is live. Each is written by the change it reports, in its
// transaction: the registrant's account is told in the bell and by email, a registration
// with no account by email only, at the address it was made with.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Prisma } from "../../generated/prisma/client.ts";
import { type NotificationDraft, type Recipient, recordNotifications } from "./outbox.ts";
import { providerContactSelection, providerRecipients } from "./recipients.ts";

type Tx = Prisma.TransactionClient;

/** The registration's status page (the form for whoever has none under review). */
export const REGISTRATION_STATUS_LINK = "/register-business";
export const SIGN_IN_LINK = "/sign-in";
const DASHBOARD_LINK = "/provider-dashboard";
const CONTACT_LINK = "/contact";

const registrationSelection = {
  id: true,
  businessName: true,
  ownerName: true,
  email: true,
  status: true,
  reviewNotes: true,
  user: { select: { id: true, email: true } },
  cityRef: { select: { timeZone: true } },
} satisfies Prisma.BusinessRegistrationSelect;

type NoticeRegistration = Prisma.BusinessRegistrationGetPayload<{ select: typeof registrationSelection }>;

function registration(tx: Tx, id: number): Promise<NoticeRegistration> {
  return tx.businessRegistration.findUniqueOrThrow({ where: { id }, select: registrationSelection });
}

/** The registrant's account, or the address the registration was made with. */
function registrantOf(record: NoticeRegistration): Recipient {
  return record.user ? { userId: record.user.id, email: record.user.email } : { userId: null, email: record.email };
}

/** "December 3, 2026": the day in the registrant's city (Toronto's when the city is unknown). */
function dayOf(instant: Date, timeZone: string | undefined): string {
  return format(new TZDate(instant.getTime(), timeZone ?? "America/Toronto"), "MMMM d, yyyy");
}

/** A registration was submitted: the registrant hears it arrived and what happens next. */
export async function notifyRegistrationReceived(tx: Tx, now: Date, registrationId: number): Promise<void> {
  const record = await registration(tx, registrationId);
  const body = [
    `Thank you, ${record.ownerName}. We received the registration for ${record.businessName} on ${dayOf(now, record.cityRef?.timeZone)}.`,
    "Our team reviews registrations within 2-3 business days, and we will email you the decision.",
    "You can see its status at any time on the Register Your Business page (link below).",
  ].join("\n");
  await recordNotifications(tx, now, [
    {
      kind: "REGISTRATION_RECEIVED",
      recipient: registrantOf(record),
      title: "We received your business registration",
      body,
      link: REGISTRATION_STATUS_LINK,
    },
  ]);
}

/**
 * Staff decided a registration: approved (the provider is made, and the registrant's account
 * acts for it) or rejected, with the reason they gave.
 */
export async function notifyRegistrationDecided(tx: Tx, now: Date, registrationId: number): Promise<void> {
  const record = await registration(tx, registrationId);
  if (record.status === "PENDING") return;
  const recipient = registrantOf(record);
  const draft: NotificationDraft =
    record.status === "APPROVED"
      ? {
          kind: "REGISTRATION_APPROVED",
          recipient,
          title: "Your business registration is approved",
          body: approvedBody(record, recipient),
          link: recipient.userId !== null ? SIGN_IN_LINK : CONTACT_LINK,
        }
      : {
          kind: "REGISTRATION_REJECTED",
          recipient,
          title: "Your business registration was not approved",
          body: [
            `We could not approve the registration for ${record.businessName}.`,
            `Reason from our team: ${record.reviewNotes ?? "none given"}`,
            "You are welcome to correct it and register again on the Register Your Business page (link below).",
          ].join("\n"),
          link: REGISTRATION_STATUS_LINK,
        };
  await recordNotifications(tx, now, [draft]);
}

function approvedBody(record: NoticeRegistration, recipient: Recipient): string {
  const signIn =
    recipient.userId !== null
      ? `Sign in (link below) with ${recipient.email} and the password you chose to open your provider dashboard.`
      : "Contact us (link below) and we will set up your sign-in.";
  return [
    `Congratulations, ${record.ownerName}: the registration for ${record.businessName} is approved.`,
    signIn,
    "Your profile becomes visible to customers once our team publishes it; we will tell you when it is live.",
  ].join("\n");
}

const providerSelection = {
  status: true,
  rejectionReason: true,
  ...providerContactSelection.select,
} satisfies Prisma.ProviderSelect;

/**
 * Staff decided on a provider awaiting approval: live (bookable and in search) or not
 * published, with the reason. Its accounts are told, or its business address when it has none.
 */
export async function notifyProviderDecided(tx: Tx, now: Date, providerId: number): Promise<void> {
  const provider = await tx.provider.findUniqueOrThrow({ where: { id: providerId }, select: providerSelection });
  if (provider.status === "PENDING") return;
  const live = provider.status === "ACTIVE";
  const drafts: NotificationDraft[] = providerRecipients(provider).map((recipient) =>
    live
      ? {
          kind: "REGISTRATION_APPROVED",
          recipient,
          title: "Your business is live",
          body: [
            `${provider.name} is now published: customers can find and book you.`,
            recipient.userId !== null
              ? `Sign in with ${recipient.email} to see your bookings on your provider dashboard (link below).`
              : "Contact us to set up a sign-in for your provider dashboard.",
          ].join("\n"),
          link: recipient.userId !== null ? DASHBOARD_LINK : CONTACT_LINK,
        }
      : {
          kind: "REGISTRATION_REJECTED",
          recipient,
          title: "Your business profile was not published",
          body: [
            `We could not publish ${provider.name}.`,
            `Reason from our team: ${provider.rejectionReason ?? "none given"}`,
            "Contact us (link below) if you have questions.",
          ].join("\n"),
          link: CONTACT_LINK,
        },
  );
  await recordNotifications(tx, now, drafts);
}
