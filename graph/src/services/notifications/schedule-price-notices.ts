// What a recurring schedule's price proposals say, and to whom: a proposal tells the
// customer (who answers it), an answer tells the provider (who asked). Written by the
// proposal service in the transaction that records the proposal or its answer.
import type { Prisma } from "../../generated/prisma/client.ts";
import { dollarsOf } from "../schedules/schedule-price.ts";
import { recordNotifications } from "./outbox.ts";
import {
  customerNameForNotice,
  customerRecipient,
  providerContactSelection,
  providerRecipients,
} from "./recipients.ts";

type Tx = Prisma.TransactionClient;

const CUSTOMER_LINK = "/recurring-bookings";
const PROVIDER_LINK = "/provider-dashboard";

const proposalSelection = {
  id: true,
  proposedPrice: true,
  previousPrice: true,
  status: true,
  schedule: {
    select: {
      serviceType: true,
      customerName: true,
      customerEmail: true,
      customerErasedAt: true,
      customer: { select: { id: true, email: true } },
      provider: providerContactSelection,
    },
  },
} satisfies Prisma.SchedulePriceProposalSelect;

async function proposalForNotice(tx: Tx, proposalId: number) {
  const proposal = await tx.schedulePriceProposal.findUniqueOrThrow({
    where: { id: proposalId },
    select: proposalSelection,
  });
  const category = await tx.category.findUnique({
    where: { slug: proposal.schedule.serviceType },
    select: { name: true },
  });
  return { ...proposal, serviceName: category?.name ?? proposal.schedule.serviceType };
}

/** The provider asked for a new price: the customer is told the old and new price and where to answer. */
export async function notifySchedulePriceProposed(tx: Tx, now: Date, proposalId: number): Promise<void> {
  const proposal = await proposalForNotice(tx, proposalId);
  const { schedule } = proposal;
  const customer = customerRecipient(schedule.customer, schedule.customerEmail);
  if (!customer) return;
  await recordNotifications(tx, now, [
    {
      kind: "SCHEDULE_PRICE_PROPOSED",
      recipient: customer,
      title: "New price proposed for your recurring cleaning",
      body:
        `${schedule.provider.name} proposes ${dollarsOf(proposal.proposedPrice)} a visit for your recurring ` +
        `${proposal.serviceName}, instead of ${dollarsOf(proposal.previousPrice)}. ` +
        "Accept or decline it in Recurring Bookings; until you accept, the price stays as it is.",
      link: CUSTOMER_LINK,
    },
  ]);
}

/** The customer accepted or declined: the provider's accounts are told which. */
export async function notifySchedulePriceAnswered(tx: Tx, now: Date, proposalId: number): Promise<void> {
  const proposal = await proposalForNotice(tx, proposalId);
  const { schedule } = proposal;
  const accepted = proposal.status === "ACCEPTED";
  const who = customerNameForNotice(schedule);
  const price = dollarsOf(proposal.proposedPrice);
  await recordNotifications(
    tx,
    now,
    providerRecipients(schedule.provider).map((recipient) => ({
      kind: "SCHEDULE_PRICE_ANSWERED" as const,
      recipient,
      title: accepted ? "Price accepted" : "Price declined",
      body: accepted
        ? `${who} accepted ${price} a visit for their recurring ${proposal.serviceName}; the next visits are charged at it.`
        : `${who} declined ${price} a visit for their recurring ${proposal.serviceName}; ` +
          `the price stays ${dollarsOf(proposal.previousPrice)}.`,
      link: PROVIDER_LINK,
    })),
  );
}
