// The Contact page's message to staff: checked with the form's own schema, limited
// per sender's email and per client address, stored with an unguessable reference the sender
// can quote, and told to every staff account through the notifications outbox in the same
// transaction, so a message is never stored untold nor told twice.
import { randomInt } from "node:crypto";
import type { Context } from "../../context.ts";
import type { ContactMessage, ContactTopic } from "../../generated/prisma/client.ts";
import {
  type ContactMessageFields,
  type ContactMessageInput,
  contactMessageFields,
} from "../../../../shared/contact/contact-message.ts";
import { addressBucket } from "../accounts/client-address.ts";
import { parseInput } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { type NotificationDraft, recordNotifications } from "../notifications/outbox.ts";
import { consumeRateLimit, type RateLimit } from "../rate-limit.ts";
import { staffAccounts } from "../notifications/recipients.ts";

/** One person writes a few times an hour at most; more is a script. */
export const CONTACT_EMAIL_RATE_LIMIT: RateLimit = {
  requests: 3,
  windowSeconds: 60 * 60,
  description: "3 messages per hour from one email address",
};

/** An office or a campus shares one address, so it gets more room than one email. */
export const CONTACT_ADDRESS_RATE_LIMIT: RateLimit = {
  requests: 10,
  windowSeconds: 60 * 60,
  description: "10 messages per hour from one network address",
};

/** Where the staff notification opens: the staff list of messages. */
export const CONTACT_MESSAGES_ADMIN_PATH = "/admin/messages";

// No 0/O or 1/I/L: a reference is read aloud over the phone and typed back from an email.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const REFERENCE_LENGTH = 8;

/**
 * "CM-7K2Q9XPD": 31^8 (about 8.5 × 10^11) values from the system's secure random source, so
 * one reference says nothing about any other. It grants nothing either: only staff read messages.
 */
export function newContactReference(): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CM-${code}`;
}

const TOPIC_WORDS: Record<ContactTopic, string> = {
  BOOKING: "a booking",
  PAYMENT: "a payment",
  PROVIDER_ACCOUNT: "a provider account",
  PRIVACY: "privacy",
  OTHER: "something else",
};

const EXCERPT_LENGTH = 300;

export interface ContactOrigin {
  /** The caller's network address (see http/request-context.ts); null in process. */
  clientAddress: string | null;
}

export interface SendContactMessageOptions {
  /** A retry with the same key and the same message gets the first one back (see idempotency/). */
  idempotencyKey?: string | null;
}

/**
 * Stores the message and tells staff. Bad input is a ValidationError, and a sender over a
 * limit a RateLimitedError: either way nothing is stored and no one is told. A signed-in
 * sender's account is recorded with it.
 */
export async function sendContactMessage(
  ctx: Context,
  input: { [Field in keyof ContactMessageInput]: unknown },
  origin: ContactOrigin,
  options: SendContactMessageOptions = {},
): Promise<ContactMessage> {
  const fields = parseInput(contactMessageFields, input);
  return withIdempotency(
    ctx,
    { scope: "sendContactMessage", key: options.idempotencyKey, request: fields },
    {
      create: (db) => insertContactMessage(ctx, db, fields, origin),
      idOf: (message) => message.id,
      replay: (id) => ctx.db.contactMessage.findUniqueOrThrow({ where: { id } }),
    },
  );
}

/**
 * The limits are counted in the transaction that stores the message: a replayed key does not
 * count again, and a message that fails to store gives its count back.
 */
async function insertContactMessage(
  ctx: Context,
  db: Db,
  fields: ContactMessageFields,
  origin: ContactOrigin,
): Promise<ContactMessage> {
  const now = ctx.clock.now();
  await consumeRateLimit(db, now, `contact:email:${fields.email}`, CONTACT_EMAIL_RATE_LIMIT);
  if (origin.clientAddress) {
    await consumeRateLimit(
      db,
      now,
      `contact:address:${addressBucket(origin.clientAddress)}`,
      CONTACT_ADDRESS_RATE_LIMIT,
    );
  }
  const message = await db.contactMessage.create({
    data: {
      reference: newContactReference(),
      name: fields.name,
      email: fields.email,
      topic: fields.topic,
      message: fields.message,
      senderId: ctx.viewer?.userId ?? null,
      createdAt: now,
    },
  });
  const staff = await staffAccounts(db);
  const excerpt =
    message.message.length <= EXCERPT_LENGTH ? message.message : `${message.message.slice(0, EXCERPT_LENGTH - 1)}…`;
  const drafts: NotificationDraft[] = staff.map((account) => ({
    kind: "CONTACT_MESSAGE_RECEIVED",
    recipient: { userId: account.id, email: account.email },
    title: `New contact message ${message.reference}`,
    body: `${message.name} (${message.email}) wrote about ${TOPIC_WORDS[message.topic]}: ${excerpt}`,
    link: CONTACT_MESSAGES_ADMIN_PATH,
    contactMessageId: message.id,
  }));
  await recordNotifications(db, now, drafts);
  return message;
}
