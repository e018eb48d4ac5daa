// Email that carries a secret (a password-reset or verification link) is not written to the
// outbox: its rows outlive the link and would keep the token in the database, where only its
// digest may be. It is sent straight to the mail gateway, in the background: the request that
// asked never waits for it, so its answer and its timing say nothing about whether an account
// exists. A failed send is logged (never its text) and the person asks again.
import type { MailGateway, MailMessage } from "../../gateways/mail/mail-gateway.ts";

export interface AccountMail {
  /** The absolute address of a web-app path ("/reset-password/…"), for links in a message. */
  linkTo(path: string): string;
  /** Starts sending and returns at once. */
  send(message: MailMessage): void;
}

export function accountMailer(options: {
  mail: MailGateway;
  /** Where users reach the web app (PUBLIC_URL, or this server). */
  appUrl: string;
  logError: (message: string, error: unknown) => void;
}): AccountMail {
  return {
    linkTo: (path) => new URL(path, options.appUrl).toString(),
    send(message) {
      options.mail.send(message).catch((error: unknown) => {
        // The error may quote the transport's answer, never the message: no link is logged.
        options.logError("Account email not sent", error instanceof Error ? error.message : "unknown error");
      });
    },
  };
}

/** For contexts that send no account email (jobs, webhooks): any call is a bug. */
export const NO_ACCOUNT_MAIL: AccountMail = {
  linkTo: (path) => path,
  send() {
    throw new Error("This context sends no account email.");
  },
};

/** For an app built without mail (benchmarks, the fuzz suites): messages go nowhere. */
export const DISCARDED_ACCOUNT_MAIL: AccountMail = { linkTo: (path) => path, send() {} };

/** Keeps what would have been sent, for tests and the development server without mail. */
export function recordingAccountMail(appUrl = "http://marketplace.test"): AccountMail & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    linkTo: (path) => new URL(path, appUrl).toString(),
    send: (message) => void sent.push(message),
  };
}
