// Mail through an SMTP server (SMTP_URL), with nodemailer's pooled transport: the outbox
// sends one message after another, and a kept-open connection spares a handshake (and a
// login) per message. Refusals become MailDeliveryError, sorted into "try again later" and
// "this message will never go" (see isRetryable).
import { createTransport, type NodemailerError } from "nodemailer";
import { composeMail, messageOf } from "./compose.ts";
import { MailDeliveryError, type MailGateway } from "./mail-gateway.ts";

export interface SmtpMailGatewayOptions {
  /** smtp://user:password@host:port or smtps://…; nodemailer's options may ride in the query. */
  url: string;
  /** The From header: `"Name" <address>`. */
  from: string;
  /** Tests of a hung server shorten these; the defaults suit a real one. */
  timeoutsMs?: Partial<SmtpTimeouts>;
}

export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection. nodemailer's own default is 2 minutes. */
  connection: number;
  /** For the server's 220 greeting once connected. */
  greeting: number;
  /** Of silence in the middle of a conversation. nodemailer's own default is 10 minutes. */
  socket: number;
}

// A hung server must not hold the outbox's worker for minutes: fail in seconds, let the
// outbox's backoff decide when to try again.
const DEFAULT_TIMEOUTS_MS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 30_000 };

export function createSmtpMailGateway({ url, from, timeoutsMs }: SmtpMailGatewayOptions): MailGateway {
  const { host, port, secrets } = readSmtpUrl(url);
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...timeoutsMs };
  const transport = createTransport({
    url,
    pool: true,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    dnsTimeout: timeouts.connection,
  });
  const description = `SMTP ${host}:${port}`;

  return {
    description,
    async send(message) {
      const mail = composeMail(from, message);
      try {
        const info = await transport.sendMail(mail);
        return { messageId: info.messageId };
      } catch (error) {
        const words = withoutSecrets(messageOf(error), secrets);
        throw new MailDeliveryError(`Mail not sent through ${description}: ${words}`, {
          retryable: isRetryable(error as NodemailerError),
          cause: error,
        });
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Whether the same message may go later:
 * - a 5xx reply is a permanent refusal (RFC 5321): "550 mailbox unavailable" will say the same
 *   tomorrow. 503 ("bad sequence of commands") is the exception nodemailer makes too: it is
 *   about the session's state, not the message.
 * - a 4xx reply is a temporary one ("451 try again later", greylisting, a full queue).
 * - a failed login (535 included) is retried although 5xx: the server refuses our
 *   credentials, not this message. It is a misconfiguration (SMTP_URL, the account), and
 *   every message should still go once it is fixed, rather than be dropped meanwhile.
 * - no reply at all (refused connection, DNS, timeout, TLS, a dropped socket) is the
 *   network's or the server's passing trouble.
 * - nodemailer refusing the envelope itself before any reply (an empty or malformed
 *   recipient) cannot change by sending again.
 */
export function isRetryable(error: NodemailerError): boolean {
  if (error.code === "EAUTH" || error.code === "ENOAUTH") return true;
  const reply = error.responseCode;
  if (typeof reply === "number") return !(reply >= 500 && reply < 600 && reply !== 503);
  return error.code !== "EENVELOPE";
}

/** Host and port for the start-up log, and the credentials an error message must never repeat. */
function readSmtpUrl(url: string): { host: string; port: number; secrets: string[] } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not echoed: the text holds a password.
    throw new Error("SMTP url is not a valid URL (smtp://user:password@host:port)");
  }
  const secure = parsed.protocol === "smtps:";
  // nodemailer's defaults when the URL names no port: 465 for smtps, 587 for smtp.
  const port = parsed.port ? Number(parsed.port) : secure ? 465 : 587;
  const secrets = parsed.password ? [parsed.password, safeDecode(parsed.password)] : [];
  return { host: parsed.hostname, port, secrets };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function withoutSecrets(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => (secret ? result.replaceAll(secret, "***") : result), text);
}
