// Which mail transport the server runs with, from its environment: SMTP when SMTP_URL is
// set, otherwise the local mailbox folder (MAILBOX_DIR, or the default the server passes).
// A mistyped setting stops the start-up with a message that never repeats a password.
import path from "node:path";
import { soleAddress } from "./compose.ts";
import type { MailGateway } from "./mail-gateway.ts";
import { createMailboxGateway } from "./mailbox-gateway.ts";
import { createSmtpMailGateway } from "./smtp-gateway.ts";

export const DEFAULT_MAIL_FROM = '"Local Services Marketplace" <no-reply@localhost>';

const SMTP_URL_SHAPE = "smtp://user:password@host:port or smtps://user:password@host:port";

export function mailGatewayFromEnv(env: NodeJS.ProcessEnv, options: { defaultMailboxDir: string }): MailGateway {
  const value = (name: string) => {
    const text = env[name]?.trim();
    return text ? text : undefined;
  };
  const from = value("MAIL_FROM") ?? DEFAULT_MAIL_FROM;
  checkFromAddress(from);

  const smtpUrl = value("SMTP_URL");
  const mailboxDir = value("MAILBOX_DIR");
  if (smtpUrl) {
    if (mailboxDir) {
      throw new Error("SMTP_URL and MAILBOX_DIR are both set: mail goes out through SMTP, so unset one of them.");
    }
    checkSmtpUrl(smtpUrl);
    return createSmtpMailGateway({ url: smtpUrl, from });
  }
  return createMailboxGateway({ dir: path.resolve(mailboxDir ?? options.defaultMailboxDir), from });
}

/** The URL itself never appears in these messages: it may hold the password. */
function checkSmtpUrl(text: string) {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `SMTP_URL is not a valid URL: expected ${SMTP_URL_SHAPE} (percent-encode special characters in the password).`,
    );
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    // Not even the scheme is echoed: in "user:password@host" it is the user name.
    throw new Error(`SMTP_URL must start with smtp:// or smtps://: expected ${SMTP_URL_SHAPE}.`);
  }
  if (!url.hostname) {
    throw new Error(`SMTP_URL names no host: expected ${SMTP_URL_SHAPE}.`);
  }
  if (url.password && !url.username) {
    throw new Error(`SMTP_URL has a password but no user name: expected ${SMTP_URL_SHAPE}.`);
  }
}

/** MAIL_FROM: one address nodemailer reads as such, with or without a display name. */
function checkFromAddress(from: string) {
  if (!soleAddress(from)) {
    throw new Error(
      `MAIL_FROM must be one email address, optionally with a name: "Name" <address@example.com>, not ${JSON.stringify(from)}.`,
    );
  }
}
