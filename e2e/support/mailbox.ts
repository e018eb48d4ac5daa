// The development mail gateway writes each email as an .eml file in the server's mailbox
// folder (RunningServer.mailboxDir): a journey reads a mailed link there, as a person would
// open it from their inbox.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The link to `linkPath` ("/reset-password/", "/verify-email/") in the newest email to `to`,
 * waiting up to 15 s for it to be written (account mail is sent after the answer).
 */
export async function mailedLink(dir: string | undefined, to: string, linkPath: string): Promise<URL> {
  if (!dir) throw new Error("The server writes no mailbox");
  const recipient = new RegExp(`^To: .*${to.replace(/[.]/g, "\\.")}`, "mi");
  const link = new RegExp(`https?://\\S+${linkPath}[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
    for (const name of names.reverse()) {
      const raw = await readFile(path.join(dir, name), "utf8");
      if (!recipient.test(raw)) continue;
      // Long lines travel quoted-printable: join the soft breaks and decode the escapes.
      const text = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const found = link.exec(text)?.[0];
      if (found) return new URL(found);
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} with a ${linkPath} link in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The emails to `to` so far, oldest first, as text (quoted-printable undone). */
export async function mailsTo(dir: string | undefined, to: string): Promise<string[]> {
  if (!dir) throw new Error("The server writes no mailbox");
  const recipient = new RegExp(`^To: .*${to.replace(/[.]/g, "\\.")}`, "mi");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), "utf8")));
  return texts
    .filter((raw) => recipient.test(raw))
    .map((raw) =>
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** Waits up to 15 s for the emails to `to` whose subject is `subject`; answers them once at least `count` are there. */
export async function waitForMails(dir: string | undefined, to: string, subject: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailsTo(dir, to)).filter((text) => text.includes(`Subject: ${subject}`));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} emails to ${to} with subject "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
