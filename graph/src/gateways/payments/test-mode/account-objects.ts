// Providers' connected (Express) accounts, the transfers that pay them and the reversals that
// take part of a transfer back, as Stripe's API (version Stripe.API_VERSION) writes them: the
// one place these shapes are built. The
// test-mode gateway stores them, enables an account when its simulated onboarding finishes,
// and sends the account.updated event built here, which tests of the webhook build too.
import type Stripe from "stripe";
import { type EventOptions, list, stripeEvent, stripeSeconds } from "./stripe-format.ts";

export interface AccountInput {
  id: string;
  email?: string | null;
  created: Date | number;
  metadata?: Stripe.Metadata;
  chargesEnabled?: boolean;
  payoutsEnabled?: boolean;
  detailsSubmitted?: boolean;
}

/** An Express connected account: Stripe collects the provider's details on its own pages. */
export function accountObject(input: AccountInput): Stripe.Account {
  const payoutsEnabled = input.payoutsEnabled ?? false;
  const chargesEnabled = input.chargesEnabled ?? false;
  return {
    id: input.id,
    object: "account",
    capabilities: {
      card_payments: chargesEnabled ? "active" : "inactive",
      transfers: payoutsEnabled ? "active" : "inactive",
    },
    charges_enabled: chargesEnabled,
    country: "CA",
    created: stripeSeconds(input.created),
    default_currency: "cad",
    details_submitted: input.detailsSubmitted ?? false,
    email: input.email ?? null,
    metadata: { ...input.metadata },
    payouts_enabled: payoutsEnabled,
    type: "express",
  };
}

export interface TransferInput {
  id: string;
  amount: number;
  currency?: string;
  destination: string;
  transferGroup: string | null;
  /** The charge it is paid out of (ch_...). */
  sourceTransaction?: string | null;
  created: Date | number;
  metadata?: Stripe.Metadata;
}

export function transferObject(input: TransferInput): Stripe.Transfer {
  return {
    id: input.id,
    object: "transfer",
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: null,
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    description: null,
    destination: input.destination,
    livemode: false,
    metadata: { ...input.metadata },
    reversals: list([], `/v1/transfers/${input.id}/reversals`),
    reversed: false,
    source_transaction: input.sourceTransaction ?? null,
    transfer_group: input.transferGroup,
  };
}

export interface TransferReversalInput {
  id: string;
  transferId: string;
  amount: number;
  currency?: string;
  created: Date | number;
  metadata?: Stripe.Metadata;
}

export function transferReversalObject(input: TransferReversalInput): Stripe.TransferReversal {
  return {
    id: input.id,
    object: "transfer_reversal",
    amount: input.amount,
    balance_transaction: null,
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    destination_payment_refund: null,
    metadata: { ...input.metadata },
    source_refund: null,
    transfer: input.transferId,
  };
}

// ---------------------------------------------------------------------------------------
// Changes: what a reversal does to a stored transfer, and finishing onboarding to an account

/** A transfer after a reversal: the amount reversed grows, and the reversal is listed first, as Stripe lists them. */
export function reversedTransfer(transfer: Stripe.Transfer, reversal: Stripe.TransferReversal): Stripe.Transfer {
  const amountReversed = transfer.amount_reversed + reversal.amount;
  return {
    ...transfer,
    amount_reversed: amountReversed,
    reversed: amountReversed >= transfer.amount,
    reversals: { ...transfer.reversals, data: [reversal, ...transfer.reversals.data] },
  };
}

/** A connected account whose owner finished onboarding: it can take charges and receive payouts. */
export function onboardedAccount(account: Stripe.Account): Stripe.Account {
  return {
    ...account,
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    capabilities: { ...account.capabilities, card_payments: "active", transfers: "active" },
  };
}

// ---------------------------------------------------------------------------------------
// Events

/** A connected account changed; with everything enabled, it can receive transfers. */
export function accountUpdatedEvent(
  input: EventOptions & {
    accountId: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    detailsSubmitted: boolean;
    email?: string | null;
    metadata?: Stripe.Metadata;
    /** When the account was made; defaults to `created`. */
    accountCreated?: Date | number;
    previousAttributes?: Partial<Stripe.Account>;
  },
): Stripe.AccountUpdatedEvent {
  const account = accountObject({ ...input, id: input.accountId, created: input.accountCreated ?? input.created });
  return stripeEvent("account.updated", account, input);
}
