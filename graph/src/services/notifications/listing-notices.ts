// What staff's decision on a new business name or type says to the provider's accounts,
// written in the transaction of the decision: what was asked, what was decided, and why.
import type { Prisma } from "../../generated/prisma/client.ts";
import { recordNotifications } from "./outbox.ts";
import { providerContactSelection, providerRecipients } from "./recipients.ts";

const LISTING_LINK = "/provider/listing";

/** The asked-for name or type as the notice quotes it. */
export interface AskedChange {
  name?: string;
  businessType?: string;
}

export async function notifyListingChangeDecided(
  tx: Prisma.TransactionClient,
  now: Date,
  decision: { providerId: number; approved: boolean; asked: AskedChange; note: string | null },
): Promise<void> {
  const provider = await tx.provider.findUniqueOrThrow({
    where: { id: decision.providerId },
    select: providerContactSelection.select,
  });
  const type =
    decision.asked.businessType &&
    (await tx.category.findUnique({ where: { slug: decision.asked.businessType }, select: { name: true } }))?.name;
  const asked = [
    decision.asked.name && `the name "${decision.asked.name}"`,
    type && `the business type ${type}`,
  ].filter(Boolean);
  const what = asked.join(" and ");
  const body = decision.approved
    ? [`Our team approved ${what}: your card and profile show it now.`]
    : [
        `Our team did not approve ${what}; your listing keeps its current one.`,
        `Reason from our team: ${decision.note ?? ""}`,
        "You can ask again from your listing (link below).",
      ];
  await recordNotifications(
    tx,
    now,
    providerRecipients(provider).map((recipient) => ({
      kind: "LISTING_CHANGE_DECIDED",
      recipient,
      title: decision.approved ? "Your listing change is approved" : "Your listing change was not approved",
      body: [...body, ...(decision.approved && decision.note ? [`Note from our team: ${decision.note}`] : [])].join(
        "\n",
      ),
      link: LISTING_LINK,
    })),
  );
}
