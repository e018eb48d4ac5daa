// A real SMTP server (the `smtp-server` package) on 127.0.0.1, for the mail gateway to talk
// to: it records each message's envelope and raw text, can refuse the next messages with a
// chosen reply (451 temporary, 550 permanent…) at RCPT TO or after DATA, and can ask for a
// password. Plain text only: no TLS, STARTTLS not offered.
//
//   const smtp = await startSmtpStandIn();
//   createSmtpMailGateway({ url: smtp.url, from });
//   smtp.refuseNext(1, { code: 550, text: "Mailbox unavailable", at: "data" });
//   smtp.messages[0].headers.get("subject");
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream } from "smtp-server";

export interface RecordedMail {
  envelope: { from: string; to: string[] };
  /** As received, dot-unstuffed, CRLF line ends. */
  raw: string;
  /** Header names lower-case; encoded words decoded. */
  headers: Map<string, string>;
  /** The body, transfer encoding undone, LF line ends. */
  text: string;
  /** The user name it logged in with, when it did. */
  user: string | undefined;
}

export interface Refusal {
  code: number;
  text: string;
  /** "rcpt": refuse the recipient; "data": take the whole message, then refuse it. */
  at: "rcpt" | "data";
}

export interface SmtpStandIn {
  /** "smtp://127.0.0.1:<port>"; with credentials: smtp.urlWith("user", "password"). */
  readonly url: string;
  readonly port: number;
  /** Accepted messages, oldest first. */
  readonly messages: readonly RecordedMail[];
  urlWith(user: string, password: string): string;
  /** The next `count` messages get this reply instead of 250. */
  refuseNext(count: number, refusal: Refusal): void;
  /** Stops listening; connections still open are cut. */
  close(): Promise<void>;
}

export interface SmtpStandInOptions {
  /** When set, AUTH is offered and only this password gets in (535 otherwise). Logging in stays optional. */
  password?: string;
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const messages: RecordedMail[] = [];
  const refusals: Refusal[] = [];

  const refusalAt = (at: Refusal["at"]) => {
    if (refusals[0]?.at !== at) return null;
    const { code, text } = refusals.shift()!;
    return Object.assign(new Error(text), { responseCode: code });
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.password ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // Without these the server waits 30 s for clients when closing, and looks up each client's name.
    closeTimeout: 100,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.password === options.password) return callback(null, { user: auth.username });
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      callback(refusalAt("rcpt"));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refusal = refusalAt("data");
        if (refusal) return callback(refusal);
        const raw = Buffer.concat(chunks).toString("utf8");
        const { envelope } = session;
        messages.push({
          envelope: {
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((recipient) => recipient.address),
          },
          raw,
          ...readRawMessage(raw),
          user: session.user,
        });
        callback(null);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;

  return {
    url,
    port,
    messages,
    urlWith: (user, password) => `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    refuseNext(count, refusal) {
      for (let i = 0; i < count; i++) refusals.push(refusal);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Just enough of a mail reader for the messages nodemailer writes: unfolded headers with
 * RFC 2047 encoded words decoded, and a single-part body in 7bit, 8bit, quoted-printable
 * or base64 (UTF-8).
 */
export function readRawMessage(raw: string): { headers: Map<string, string>; text: string } {
  const { headers, text } = readPart(raw);
  return { headers, text: plainTextOf(headers, text) ?? text };
}

/**
 * A multipart message's text/plain part (the body beside an iCalendar file), looked for
 * depth first; a message that is not multipart is its own text.
 */
function plainTextOf(headers: Map<string, string>, body: string): string | null {
  const type = headers.get("content-type") ?? "text/plain";
  if (!type.toLowerCase().startsWith("multipart/")) return type.toLowerCase().startsWith("text/plain") ? body : null;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return null;
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const part = readPart(chunk.replace(/^\n/, ""));
    const found = plainTextOf(part.headers, part.text);
    if (found !== null) return found;
  }
  return null;
}

function readPart(raw: string): { headers: Map<string, string>; text: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const blank = normalised.indexOf("\n\n");
  const head = blank === -1 ? normalised : normalised.slice(0, blank);
  const body = blank === -1 ? "" : normalised.slice(blank + 2);

  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }

  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  // The line end that closes the message belongs to the transport, not to the text.
  return { headers, text: text.replace(/\n$/, "") };
}

function decodeQuotedPrintable(body: string): string {
  const parts = body.replace(/=\n/g, "").split(/(=[0-9A-F]{2})/i);
  const bytes = parts.map((part) =>
    /^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part, "utf8"),
  );
  return Buffer.concat(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
