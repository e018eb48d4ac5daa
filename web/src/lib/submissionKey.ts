// One idempotency key per thing the user means to do (a booking, a registration, a refund):
// sent with every attempt at the same filled-in form, so a double click,
// or a retry after a dropped connection, cannot do it twice; a changed form or a success
// starts a new one.

export interface SubmissionKeys {
  /** The key for this request: the last one's if the request is the same, else a new one. */
  keyFor(request: unknown): string;
  /** The booking was made: the next submission, even of the same answers, is a new booking. */
  succeeded(): void;
}

export function submissionKeys(newKey: () => string = randomKey): SubmissionKeys {
  let last: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: newKey() };
      return last.key;
    },
    succeeded() {
      last = null;
    },
  };
}

/**
 * A random UUID. crypto.randomUUID exists only on secure pages (HTTPS, localhost); on a
 * plain-HTTP address getRandomValues still does, so booking works there too.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
