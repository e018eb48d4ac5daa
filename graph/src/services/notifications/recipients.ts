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

/** The customer's account, or the address a guest booked with. */
export function customerRecipient(account: Account | null, guestEmail: string): Recipient {
  return account ? { userId: account.id, email: account.email } : { userId: null, email: guestEmail };
}

/** What the provider's accounts and business address are read with. */
export const providerContactSelection = {
  select: { name: true, email: true, users: { select: { id: true, email: true } } },
} as const;
