// A provider as the documents name it: on its customers' receipts and credit notes it is the
// supplier; on its fee statements, the marketplace's customer. Either way the same name,
// address and registration numbers.
import type { Prisma } from "../../generated/prisma/client.ts";
import { displayRegistrationNumber } from "../../../../shared/tax/registration-numbers.ts";
import type { ReceiptParty } from "./receipt-document.ts";

export const providerPartySelection = {
  name: true,
  address: true,
  gstHstNumber: true,
  qstNumber: true,
  pstNumber: true,
  city: { select: { name: true, provinceCode: true } },
} satisfies Prisma.ProviderSelect;

type PartyProvider = Prisma.ProviderGetPayload<{ select: typeof providerPartySelection }>;

/** The provider's party; an empty one for a payment whose provider is gone. */
export function providerParty(provider: PartyProvider | null): ReceiptParty {
  if (!provider) return { name: "", addressLines: [], registrations: [] };
  const registrations: ReceiptParty["registrations"] = [];
  if (provider.gstHstNumber) {
    registrations.push({ label: "GST/HST", number: displayRegistrationNumber(provider.gstHstNumber) });
  }
  if (provider.qstNumber) registrations.push({ label: "QST", number: displayRegistrationNumber(provider.qstNumber) });
  if (provider.pstNumber) registrations.push({ label: "PST", number: provider.pstNumber });
  return {
    name: provider.name,
    addressLines: [provider.address, `${provider.city.name}, ${provider.city.provinceCode}`].filter(Boolean),
    registrations,
  };
}
