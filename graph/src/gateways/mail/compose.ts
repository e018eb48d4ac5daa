// The one place a MailMessage becomes nodemailer's message options, so the .eml files of the
// local mailbox show exactly what SMTP would carry; and the address check MAIL_FROM and every
// recipient go through.
import type { SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { MailDeliveryError, type MailMessage } from "./mail-gateway.ts";

/** Throws a permanent MailDeliveryError when `to` is not one address: nodemailer would send elsewhere, or nowhere. */
export function composeMail(from: string, message: MailMessage): SendMailOptions {
  if (!soleAddress(message.to)) {
    // The address itself stays out of the logs; the outbox row holds it.
    throw new MailDeliveryError("Mail not sent: the recipient is not one email address", { retryable: false });
  }
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    // nodemailer sends it as a text/calendar alternative and as an attachment, the shape
    // Gmail, Outlook and Apple Mail each recognise.
    ...(message.calendar
      ? { icalEvent: { method: message.calendar.method, filename: "booking.ics", content: message.calendar.content } }
      : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content: Buffer.from(content),
          })),
        }
      : {}),
    // RFC 3834: machine-sent mail, so vacation auto-replies and "out of office" robots stay quiet.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

// One mailbox as RFC 5322 writes it: a local part and a domain (a bare host such as
// "localhost" included), no spaces or address punctuation.
const LOCAL_PART = /^[^\s@"<>(),;:\\[\]]+$/;
const DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u;

/**
 * The address of a field holding exactly one mailbox ("a@example.ca" or "Name" <a@example.ca>),
 * or null. nodemailer's own parser reads it, so what passes is what nodemailer sends to; but
 * that parser salvages addresses out of anything ("a@exa mple.ca" gives "a@exa", a line break
 * starts a group), so the address must also appear whole, bare or between angle brackets.
 */
export function soleAddress(field: string): string | null {
  const entries = addressparser(field);
  const only = entries.length === 1 ? entries[0] : undefined;
  const address = only && !only.group ? only.address : "";
  const at = address.lastIndexOf("@");
  const whole = field.trim() === address || field.includes(`<${address}>`);
  const valid = whole && at > 0 && LOCAL_PART.test(address.slice(0, at)) && DOMAIN.test(address.slice(at + 1));
  return valid ? address : null;
}

/** The message of any thrown value, for an error that names what failed first. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
