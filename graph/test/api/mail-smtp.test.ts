// The SMTP mail gateway against a real SMTP server on 127.0.0.1 (smtp-stand-in.ts): what
// arrives, and how each kind of refusal is sorted into "try again" and "never".
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import type { MailGateway, MailMessage } from "../../src/gateways/mail/mail-gateway.ts";
import { MailDeliveryError } from "../../src/gateways/mail/mail-gateway.ts";
import { createSmtpMailGateway, type SmtpMailGatewayOptions } from "../../src/gateways/mail/smtp-gateway.ts";
import { startSmtpStandIn, type SmtpStandIn, type SmtpStandInOptions } from "../support/smtp-stand-in.ts";

const FROM = '"Local Services Marketplace" <no-reply@marketplace.example.ca>';
const MESSAGE: MailMessage = {
  to: "provider@example.ca",
  subject: "Nouvelle réservation : ménage, 24 novembre",
  text: "Bonjour Samir,\n\nUne cliente a réservé un ménage pour le 24 novembre à 9 h 30.\nMerci!",
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Transports first: a server waits for its open connections when it closes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(options?: SmtpStandInOptions): Promise<SmtpStandIn> {
  const smtp = await startSmtpStandIn(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

function gateway(options: Partial<SmtpMailGatewayOptions> & { url: string }): MailGateway {
  const mail = createSmtpMailGateway({ from: FROM, ...options });
  cleanups.push(() => mail.close());
  return mail;
}

async function failureOf(sending: Promise<unknown>): Promise<MailDeliveryError> {
  const outcome = await sending.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(MailDeliveryError);
  return outcome as MailDeliveryError;
}

describe("SMTP mail gateway", () => {
  it("delivers the message with its From, To, Subject and text", async () => {
    const smtp = await standIn();
    const mail = gateway({ url: smtp.url });

    const { messageId } = await mail.send(MESSAGE);

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.envelope).toEqual({ from: "no-reply@marketplace.example.ca", to: ["provider@example.ca"] });
    expect(received!.headers.get("from")).toBe("Local Services Marketplace <no-reply@marketplace.example.ca>");
    expect(received!.headers.get("to")).toBe("provider@example.ca");
    expect(received!.headers.get("subject")).toBe(MESSAGE.subject);
    expect(received!.headers.get("message-id")).toBe(messageId);
    expect(received!.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8/);
    expect(received!.text).toBe(MESSAGE.text);
  });

  it("sends message after message over its pooled connection", async () => {
    const smtp = await standIn();
    const mail = gateway({ url: smtp.url });

    await mail.send({ ...MESSAGE, subject: "One" });
    await mail.send({ ...MESSAGE, subject: "Two" });

    expect(smtp.messages.map((received) => received.headers.get("subject"))).toEqual(["One", "Two"]);
  });

  it("describes itself by host and port only", async () => {
    const smtp = await standIn({ password: "p4ss-Word-xyz" });

    expect(gateway({ url: smtp.urlWith("mailer", "p4ss-Word-xyz") }).description).toBe(`SMTP 127.0.0.1:${smtp.port}`);
  });

  it("logs in with the URL's credentials", async () => {
    const smtp = await standIn({ password: "p4ss/Word@xyz" });
    const mail = gateway({ url: smtp.urlWith("mailer", "p4ss/Word@xyz") });

    await mail.send(MESSAGE);

    expect(smtp.messages.map((received) => received.user)).toEqual(["mailer"]);
  });

  it("reports a temporary refusal (451) as retryable, with the server's words", async () => {
    const smtp = await standIn();
    const mail = gateway({ url: smtp.url });
    smtp.refuseNext(1, { code: 451, text: "Greylisted, try again later", at: "rcpt" });

    const failure = await failureOf(mail.send(MESSAGE));

    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain(`Mail not sent through SMTP 127.0.0.1:${smtp.port}`);
    expect(failure.message).toContain("451 Greylisted, try again later");
    expect(smtp.messages).toHaveLength(0);

    await mail.send(MESSAGE);
    expect(smtp.messages).toHaveLength(1);
  });

  it.each([
    ["rcpt" as const, "Mailbox unavailable"],
    ["data" as const, "Message content rejected"],
  ])("reports a permanent refusal (550 at %s) as not retryable", async (at, text) => {
    const smtp = await standIn();
    const mail = gateway({ url: smtp.url });
    smtp.refuseNext(1, { code: 550, text, at });

    const failure = await failureOf(mail.send(MESSAGE));

    expect(failure.retryable).toBe(false);
    expect(failure.message).toContain(`550 ${text}`);
    expect(smtp.messages).toHaveLength(0);
  });

  it("reports a refused login (535) as retryable, and never repeats the password", async () => {
    const smtp = await standIn({ password: "the-right-one" });
    const wrongPassword = "Wr0ng-Passw0rd!";
    const mail = gateway({ url: smtp.urlWith("mailer", wrongPassword) });

    const failure = await failureOf(mail.send(MESSAGE));

    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain("535 Authentication credentials invalid");
    const everything = inspect(failure, { depth: 10 });
    expect(everything).not.toContain(wrongPassword);
    expect(everything).not.toContain(encodeURIComponent(wrongPassword));
    expect(smtp.messages).toHaveLength(0);
  });

  it("refuses for good a recipient field that would reach someone else, before connecting", async () => {
    const smtp = await standIn();
    const mail = gateway({ url: smtp.url });

    const failure = await failureOf(mail.send({ ...MESSAGE, to: "provider@example.ca\r\nBcc: other@example.com" }));

    expect(failure.retryable).toBe(false);
    expect(smtp.messages).toHaveLength(0);
  });

  it("reports a server that is not listening as retryable", async () => {
    const smtp = await startSmtpStandIn();
    await smtp.close();
    const mail = gateway({ url: smtp.url });

    const failure = await failureOf(mail.send(MESSAGE));

    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain(`Mail not sent through SMTP 127.0.0.1:${smtp.port}`);
    expect(failure.message).toContain("ECONNREFUSED");
  });

  it("gives up on a server that never greets, retryably", async () => {
    const silent = await silentServer();
    const mail = gateway({
      url: `smtp://127.0.0.1:${silent.port}`,
      timeoutsMs: { connection: 500, greeting: 500, socket: 500 },
    });

    const failure = await failureOf(mail.send(MESSAGE));

    expect(failure.retryable).toBe(true);
    expect((failure.cause as { code?: string }).code).toBe("ETIMEDOUT");
  });
});

/** Accepts connections and says nothing, as a hung mail server does. */
async function silentServer(): Promise<{ port: number }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port };
}
