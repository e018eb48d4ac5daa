// Which mail transport the environment asks for, and the start-up errors for a mistyped
// setting, none of which may repeat the SMTP password.
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, mailGatewayFromEnv } from "./configure.ts";
import type { MailGateway } from "./mail-gateway.ts";

let scratch: string;
let defaultMailboxDir: string;
const opened: MailGateway[] = [];

beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "mail-configure-"));
  defaultMailboxDir = path.join(scratch, "dev-mailbox");
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
  await rm(scratch, { recursive: true, force: true });
});

function configure(env: NodeJS.ProcessEnv) {
  const gateway = mailGatewayFromEnv(env, { defaultMailboxDir });
  opened.push(gateway);
  return gateway;
}

function configureError(env: NodeJS.ProcessEnv): Error {
  try {
    configure(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the configuration to be refused");
}

const PASSWORD = "hunter2-Secret";

describe("mailGatewayFromEnv", () => {
  it("writes to the default mailbox folder when SMTP_URL is unset", () => {
    expect(configure({}).description).toBe(
      `Local mailbox folder ${defaultMailboxDir} (SMTP_URL unset): open the .eml files to read what would have been sent`,
    );
  });

  it("treats blank settings as unset", () => {
    const description = configure({ SMTP_URL: "  ", MAILBOX_DIR: "", MAIL_FROM: " " }).description;

    expect(description).toContain(`Local mailbox folder ${defaultMailboxDir} `);
  });

  it("writes to MAILBOX_DIR, made absolute, when it is set", () => {
    const description = configure({ MAILBOX_DIR: "var/other-mailbox" }).description;

    expect(description).toContain(`Local mailbox folder ${path.resolve("var/other-mailbox")} (SMTP_URL unset)`);
  });

  it("sends through SMTP when SMTP_URL is set, naming host and port but never the credentials", () => {
    const description = configure({ SMTP_URL: `smtp://mailer:${PASSWORD}@mail.example.com:2525` }).description;

    expect(description).toBe("SMTP mail.example.com:2525");
  });

  it("names nodemailer's default ports when the URL has none", () => {
    expect(configure({ SMTP_URL: "smtp://mail.example.com" }).description).toBe("SMTP mail.example.com:587");
    expect(configure({ SMTP_URL: "smtps://mail.example.com" }).description).toBe("SMTP mail.example.com:465");
  });

  it("accepts a MAIL_FROM with or without a display name", () => {
    expect(() => configure({ MAIL_FROM: "bookings@marketplace.example.ca" })).not.toThrow();
    expect(() => configure({ MAIL_FROM: '"Réservations" <bookings@marketplace.example.ca>' })).not.toThrow();
    expect(() => configure({ MAIL_FROM: DEFAULT_MAIL_FROM })).not.toThrow();
  });

  it.each([
    ["not an address", "no address at all"],
    ["bookings@", "no domain"],
    ["@marketplace.example.ca", "no local part"],
    ["a@example.ca, b@example.ca", "two addresses"],
    ["Team: a@example.ca;", "a group"],
    ["bookings@exa mple.ca", "a space in the domain"],
    ["Bookings <book ings@example.ca>", "a space in the local part"],
  ])("refuses MAIL_FROM %j (%s)", (from) => {
    expect(configureError({ MAIL_FROM: from }).message).toMatch(/^MAIL_FROM must be one email address/);
  });

  it.each([
    [`http://mailer:${PASSWORD}@mail.example.com`, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [`mail.example.com:587`, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [`mailer:${PASSWORD}@mail.example.com`, /^SMTP_URL (must start with smtp|is not a valid URL)/],
    [`smtp://mailer:${PASSWORD}@`, /^SMTP_URL (names no host|is not a valid URL)/],
    [`smtp://mailer:${PASSWORD}@mail.example.com:99999`, /^SMTP_URL is not a valid URL/],
    [`smtp://:${PASSWORD}@mail.example.com`, /^SMTP_URL has a password but no user name/],
    [`smtp://`, /^SMTP_URL (names no host|is not a valid URL)/],
  ])("refuses SMTP_URL %s without repeating the password", (url, expected) => {
    const { message } = configureError({ SMTP_URL: url });

    expect(message).toMatch(expected);
    expect(message).not.toContain(PASSWORD);
    expect(message).not.toContain("mail.example.com");
  });

  it("refuses SMTP_URL and MAILBOX_DIR together rather than silently ignore one", () => {
    const { message } = configureError({ SMTP_URL: "smtp://mail.example.com", MAILBOX_DIR: "var/mailbox" });

    expect(message).toBe("SMTP_URL and MAILBOX_DIR are both set: mail goes out through SMTP, so unset one of them.");
  });

  it("creates no folder until a message is sent", async () => {
    configure({});

    await expect(stat(defaultMailboxDir)).rejects.toThrow(/ENOENT/);
  });
});
