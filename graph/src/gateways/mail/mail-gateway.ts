// Email, through SMTP (nodemailer) when SMTP_URL is set, or written as .eml files to a
// local "dev mailbox" folder developers can open (configure.ts). The outbox sees only this.

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the only body we send (no HTML to sanitise or render differently). */
  text: string;
  /**
   * An iCalendar file (RFC 5545, its METHOD given again here as RFC 6047 asks of the MIME
   * part): mail apps offer to add it to, or take it out of, the reader's calendar.
   */
  calendar?: { method: "PUBLISH" | "CANCEL"; content: string };
  /** Files sent beside the text: a payment's receipt as a PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailGateway {
  /** One line for the start-up log: the SMTP host, or the mailbox folder's path. */
  readonly description: string;
  /** Resolves once the transport accepted the message; throws MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Closes pooled connections (server stop, tests). */
  close(): Promise<void>;
}

/**
 * The transport refused or could not be reached. `retryable` is false for a permanent
 * refusal (an SMTP 5xx such as "550 mailbox unavailable"): sending again cannot help.
 */
export class MailDeliveryError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "MailDeliveryError";
    this.retryable = options.retryable;
  }
}
