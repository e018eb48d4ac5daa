// The developer's local mailbox, used when SMTP_URL is unset: nothing leaves the machine.
// Each message is built by nodemailer exactly as SMTP would carry it (compose.ts) and saved
// as an .eml file any mail program opens, named so that a folder listing reads oldest first.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { composeMail, messageOf } from "./compose.ts";
import { MailDeliveryError, type MailGateway } from "./mail-gateway.ts";

export interface MailboxGatewayOptions {
  /** The folder; created with the first message if missing. */
  dir: string;
  from: string;
}

export const MAILBOX_README = "README.txt";

const README_TEXT = `This is a development mailbox: the Local Services Marketplace server wrote these
messages here because SMTP_URL is not set. Nothing in this folder was sent to anyone.

Each .eml file is one message exactly as it would have been sent. Open it with any mail
program, or read it as text. The file names start with the time the message was written,
so a sorted listing shows the oldest first.

Set SMTP_URL (smtp://user:password@host:port, or smtps://...) to send real mail instead,
or MAILBOX_DIR to keep these files somewhere else. Delete the files whenever you like.
`;

export function createMailboxGateway(options: MailboxGatewayOptions): MailGateway {
  const dir = path.resolve(options.dir);
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const nextStamp = monotonicStamps();
  let folderReady: Promise<void> | undefined;

  /** Once per run (again after a failure): the folder, and a README that says what it is. */
  const prepareFolder = () => {
    folderReady ??= (async () => {
      await mkdir(dir, { recursive: true });
      await writeAtomically(path.join(dir, MAILBOX_README), README_TEXT);
    })().catch((error: unknown) => {
      folderReady = undefined;
      throw error;
    });
    return folderReady;
  };

  return {
    description: `Local mailbox folder ${dir} (SMTP_URL unset): open the .eml files to read what would have been sent`,
    async send(message) {
      const mail = composeMail(options.from, message);
      try {
        const info = await composer.sendMail(mail);
        await prepareFolder();
        const fileName = `${nextStamp()}-${fileSafe(info.messageId)}.eml`;
        if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer returned a stream, not the message's bytes");
        await writeAtomically(path.join(dir, fileName), info.message);
        return { messageId: info.messageId };
      } catch (error) {
        // A full disk or a folder made read-only heals; the outbox tries again later.
        throw new MailDeliveryError(`Mail not written to the local mailbox folder ${dir}: ${messageOf(error)}`, {
          retryable: true,
          cause: error,
        });
      }
    },
    async close() {
      composer.close();
    },
  };
}

/**
 * "2026-11-24T06-30-00-123Z": sortable as text and legal in any file system's names.
 * Two messages in the same millisecond get successive ones, so the listing keeps their order.
 */
function monotonicStamps(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString().replace(/[:.]/g, "-");
  };
}

/** "<3f2c…-9a1b@localhost>" → "3f2c…-9a1b": the unique part, with nothing a path could misread. */
function fileSafe(messageId: string): string {
  const local = messageId.replace(/^<|>$/g, "").split("@")[0] ?? "";
  const safe = local.replace(/[^A-Za-z0-9-]/g, "").slice(0, 64);
  return safe || randomUUID();
}

/** A reader (a mail program watching the folder) never sees half a file: write aside, then rename. */
async function writeAtomically(target: string, content: string | Buffer) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
