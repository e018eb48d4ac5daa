// A message to staff from the Contact page, defined once: the form checks it before sending
// and the server checks it again, with the same words under the same fields.
import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoNul } from "../validation/text.ts";

/** What a message is about; the database's ContactTopic enum holds the same values. */
export const CONTACT_TOPICS = ["BOOKING", "PAYMENT", "PROVIDER_ACCOUNT", "PRIVACY", "OTHER"] as const;
export type ContactTopicValue = (typeof CONTACT_TOPICS)[number];

/** The longest each field may be: what its column holds. */
export const CONTACT_LIMITS = { name: 100, email: 254, messageMin: 10, message: 5000 } as const;

/**
 * How long a message staff have marked handled is kept before the purge deletes it: two
 * years, long enough to look back on a dispute. A message still waiting is never purged.
 * The Privacy page states this period.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 730;

export const CONTACT_NAME_MESSAGE = "Please enter your name";
export const CONTACT_NAME_TOO_LONG = `Please keep your name to ${CONTACT_LIMITS.name} characters or fewer`;
export const CONTACT_EMAIL_MESSAGE = "Please enter a valid email address, so we can reply";
export const CONTACT_TOPIC_MESSAGE = "Please choose what your message is about";
export const CONTACT_MESSAGE_TOO_SHORT = `Please tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters`;
export const CONTACT_MESSAGE_TOO_LONG = `Please keep your message to ${CONTACT_LIMITS.message} characters or fewer`;

export const contactMessageFields = z.object({
  name: z
    .string({ error: CONTACT_NAME_MESSAGE })
    .trim()
    .min(1, CONTACT_NAME_MESSAGE)
    .max(CONTACT_LIMITS.name, CONTACT_NAME_TOO_LONG)
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE),
  email: z
    .string({ error: CONTACT_EMAIL_MESSAGE })
    .trim()
    .pipe(z.email(CONTACT_EMAIL_MESSAGE).max(CONTACT_LIMITS.email, CONTACT_EMAIL_MESSAGE))
    // Stored lower-cased, so the limit per address counts "Ann@x.ca" and "ann@x.ca" as one.
    .transform((email) => email.toLowerCase()),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_TOPIC_MESSAGE }),
  message: z
    .string({ error: CONTACT_MESSAGE_TOO_SHORT })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGE_TOO_SHORT)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGE_TOO_LONG)
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE),
});

export type ContactMessageInput = z.input<typeof contactMessageFields>;
export type ContactMessageFields = z.output<typeof contactMessageFields>;
