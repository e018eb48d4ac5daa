import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { Recipient } from "./outbox.ts";

interface Account {
  id: number;
  email: string;
}

/** A provider's accounts; a provider without one is reached at its business address. */
export function providerRecipients(provider: { email: string; users: readonly Account[] }): Recipient[] {
  if (provider.users.length > 0) return provider.users.map((user) => ({ userId: user.id, email: user.email }));
  return [{ userId: null, email: provider.email }];
}

/**
 * The customer's account, or the address a guest booked with; null when there is neither:
 * a customer who deleted their account left no account and a blanked address, and must not
 * be written to.
 */
export function customerRecipient(account: Account | null, guestEmail: string): Recipient | null {
  if (account) return { userId: account.id, email: account.email };
  return guestEmail.trim() === "" ? null : { userId: null, email: guestEmail };
}

/** What the provider's accounts and business address are read with. */
export const providerContactSelection = {
  select: { name: true, email: true, users: { select: { id: true, email: true } } },
} as const;

/** How a provider's notice names the customer: an erased one has no name left to show. */
export function customerNameForNotice(record: { customerName: string; customerErasedAt: Date | null }): string {
  return record.customerErasedAt ? "A customer who has since deleted their account" : record.customerName;
}

/** Staff's accounts, who are told of what needs a person (a short payment, a dispute, a contact message). */
export function staffAccounts(db: Pick<PrismaClient, "user"> | Prisma.TransactionClient): Promise<Account[]> {
  return db.user.findMany({ where: { role: "ADMIN" }, select: { id: true, email: true } });
}
