// The local mailbox: each message lands as one readable .eml file, oldest first, beside a
// README that says nothing was sent.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readRawMessage } from "../../../test/support/smtp-stand-in.ts";
import { MailDeliveryError, type MailGateway } from "./mail-gateway.ts";
import { createMailboxGateway, MAILBOX_README } from "./mailbox-gateway.ts";

const FROM = '"Local Services Marketplace" <no-reply@localhost>';

let scratch: string;
let dir: string;
let gateway: MailGateway;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "mailbox-gateway-"));
  dir = path.join(scratch, "nested", "dev-mailbox");
  gateway = createMailboxGateway({ dir, from: FROM });
});
afterEach(async () => {
  await gateway.close();
  await rm(scratch, { recursive: true, force: true });
});

const emlFiles = async () => (await readdir(dir)).filter((name) => name.endsWith(".eml"));

describe("createMailboxGateway", () => {
  it("describes itself by the folder's absolute path", () => {
    const relative = createMailboxGateway({ dir: "var/dev-mailbox", from: FROM });

    expect(relative.description).toBe(
      `Local mailbox folder ${path.resolve("var/dev-mailbox")} (SMTP_URL unset): open the .eml files to read what would have been sent`,
    );
  });

  it("writes a sent message as one .eml file with its headers and text", async () => {
    const { messageId } = await gateway.send({
      to: "client@example.ca",
      subject: "Réservation confirmée — 24 novembre",
      text: "Bonjour Léa,\n\nVotre ménage est confirmé pour 9 h 30.\nÀ bientôt!",
    });

    const files = await emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[A-Za-z0-9-]+\.eml$/);

    const raw = await readFile(path.join(dir, files[0]!), "utf8");
    expect(raw).not.toContain("\r\n");
    const { headers, text } = readRawMessage(raw);
    expect(headers.get("from")).toBe("Local Services Marketplace <no-reply@localhost>");
    expect(headers.get("to")).toBe("client@example.ca");
    expect(headers.get("subject")).toBe("Réservation confirmée — 24 novembre");
    expect(headers.get("message-id")).toBe(messageId);
    expect(headers.get("auto-submitted")).toBe("auto-generated");
    expect(text).toBe("Bonjour Léa,\n\nVotre ménage est confirmé pour 9 h 30.\nÀ bientôt!");
  });

  it("carries an attachment as its own part, named, beside the text", async () => {
    const content = new TextEncoder().encode("%PDF-1.3 a receipt");
    await gateway.send({
      to: "client@example.ca",
      subject: "Payment received",
      text: "The receipt, R-000007.pdf, is attached.",
      attachments: [{ filename: "R-000007.pdf", contentType: "application/pdf", content }],
    });

    const [file] = await emlFiles();
    const raw = await readFile(path.join(dir, file!), "utf8");
    expect(readRawMessage(raw).text).toBe("The receipt, R-000007.pdf, is attached.");
    expect(raw).toMatch(/Content-Type: application\/pdf; name=R-000007\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=R-000007\.pdf/);
    expect(raw).toContain(Buffer.from(content).toString("base64"));
  });

  it("leaves a README saying nothing was sent, and no temporary files", async () => {
    await gateway.send({ to: "client@example.ca", subject: "Hello", text: "Hi" });

    const readme = await readFile(path.join(dir, MAILBOX_README), "utf8");
    expect(readme).toContain("development mailbox");
    expect(readme).toContain("Nothing in this folder was sent to anyone.");
    expect((await readdir(dir)).sort()).toEqual([MAILBOX_README, ...(await emlFiles())].sort());
  });

  it("refreshes an outdated README", async () => {
    await gateway.send({ to: "client@example.ca", subject: "First", text: "1" });
    await writeFile(path.join(dir, MAILBOX_README), "old words");

    const restarted = createMailboxGateway({ dir, from: FROM });
    await restarted.send({ to: "client@example.ca", subject: "Second", text: "2" });

    expect(await readFile(path.join(dir, MAILBOX_README), "utf8")).toContain("development mailbox");
  });

  it("names files so a sorted listing reads in sending order", async () => {
    const subjects = ["First", "Second", "Third"];
    for (const subject of subjects) {
      await gateway.send({ to: "client@example.ca", subject, text: subject });
    }

    const files = (await emlFiles()).sort();
    expect(files).toHaveLength(3);
    const read = await Promise.all(files.map((name) => readFile(path.join(dir, name), "utf8")));
    expect(read.map((raw) => readRawMessage(raw).headers.get("subject"))).toEqual(subjects);
  });

  it.each([
    ["", "nothing"],
    ["not an address", "no address"],
    ["client@example.ca, other@example.ca", "two addresses"],
    ["client@example.ca\r\nBcc: other@example.ca", "a line break that makes another recipient"],
    ["client@exa mple.ca", "an address nodemailer would cut short"],
  ])("refuses to send to %j (%s), for good", async (to) => {
    const failure = await gateway.send({ to, subject: "Hello", text: "Hi" }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({
      retryable: false,
      message: "Mail not sent: the recipient is not one email address",
    });
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it("accepts a recipient with a display name", async () => {
    await gateway.send({ to: '"Léa Tremblay" <lea@example.ca>', subject: "Hello", text: "Hi" });

    const [file] = await emlFiles();
    const { headers } = readRawMessage(await readFile(path.join(dir, file!), "utf8"));
    expect(headers.get("to")).toBe("Léa Tremblay <lea@example.ca>");
  });

  it("fails retryably when the folder cannot be made", async () => {
    // A file where a parent folder should be: mkdir fails, even for root.
    await writeFile(path.join(scratch, "nested"), "not a folder");

    const sending = gateway.send({ to: "client@example.ca", subject: "Hello", text: "Hi" });

    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining(`Mail not written to the local mailbox folder ${dir}: `),
    });
  });
});
