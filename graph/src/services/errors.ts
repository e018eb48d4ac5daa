import type { ZodError } from "zod";

/**
 * Failures a caller can act on. GraphQL returns them as typed errors
 * (plugin-errors), REST as `{ message }` with `status`. Anything else thrown is a bug:
 * it is logged and masked.
 */
export class AppError extends Error {
  readonly status: number = 400;
  /**
   * A stable code for clients that branch on the refusal (GraphQL's `extensions.code`,
   * REST's `code`); without one, GraphQL names the class.
   */
  readonly refusalCode?: string;
}

export interface FieldError {
  path: string[];
  message: string;
}

export class ValidationError extends AppError {
  override readonly status = 400;
  readonly fieldErrors: FieldError[];

  constructor(message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = "ValidationError";
    this.fieldErrors = fieldErrors;
  }

  /** The first issue's message leads: it is the one a form shows first. */
  static fromZod(error: ZodError): ValidationError {
    const fieldErrors = error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
    }));
    return new ValidationError(fieldErrors[0]?.message ?? "Invalid input", fieldErrors);
  }
}

export class NotFoundError extends AppError {
  override readonly status = 404;
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFoundError";
  }
}

/** A search's location names no city we know: the SPA shows its "Location Not Found" card. */
export class LocationNotFoundError extends NotFoundError {
  constructor(location: string) {
    super(`We couldn't find "${location}". Try a city name such as Toronto or "Toronto, Ontario".`);
    this.name = "LocationNotFoundError";
  }
}

/** The provider asked for does not exist or is not approved (pending, rejected). */
export class ProviderUnavailableError extends NotFoundError {
  constructor() {
    super("This provider is not available for booking.");
    this.name = "ProviderUnavailableError";
  }
}

export class UnauthenticatedError extends AppError {
  override readonly status = 401;
  constructor(message = "Please sign in to continue.") {
    super(message);
    this.name = "UnauthenticatedError";
  }
}

export class ForbiddenError extends AppError {
  override readonly status = 403;
  constructor(message = "You do not have permission to do that.") {
    super(message);
    this.name = "ForbiddenError";
  }
}

export class InvalidCredentialsError extends AppError {
  override readonly status = 401;
  constructor() {
    super("Incorrect email or password.");
    this.name = "InvalidCredentialsError";
  }
}

/** Refused before any password was checked: the sign-in throttle asks the caller to wait. */
export class TooManySignInAttemptsError extends AppError {
  override readonly status = 429;
  readonly retryAfterSeconds: number;

  /** `action` names what was tried: "sign-in", or "sign-up" and "password-reset" (which share the throttle). */
  constructor(retryAfterSeconds: number, action: "sign-in" | "sign-up" | "password-reset" = "sign-in") {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(`Too many ${action} attempts. Please wait ${waitInWords(seconds)} and try again.`);
    this.name = "TooManySignInAttemptsError";
    this.retryAfterSeconds = seconds;
  }
}

/** Seconds under a minute, whole minutes (rounded up) beyond: "1 second", "45 seconds", "2 minutes". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Parses with a zod schema; bad input becomes a ValidationError and nothing runs. */
export function parseInput<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/** A value the database cannot hold slipped past an edge's checks (see db/data-exception.ts). */
export class UnstorableValueError extends ValidationError {
  constructor() {
    super(
      "Some of the values sent cannot be stored: remove hidden control characters, and keep numbers and dates in range.",
    );
    this.name = "UnstorableValueError";
  }
}

/** A request too large or too complex to run; nothing ran. */
export class RequestLimitError extends AppError {
  override readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = "RequestLimitError";
    this.status = status;
  }
}

/**
 * An idempotency key sent again with a different request. Answering with the first
 * result would hide the change; creating anew would defeat the key. 422, as Stripe and
 * the IETF Idempotency-Key draft answer.
 */
export class IdempotencyKeyReusedError extends AppError {
  override readonly status = 422;
  constructor() {
    super("This idempotency key was already used for a different request. Send a new key for a new request.");
    this.name = "IdempotencyKeyReusedError";
  }
}

/** Somebody else changed the record first (two staff deciding at once): nothing changed. */
export class ConflictError extends AppError {
  override readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "ConflictError";
  }
}

/**
 * An email that cannot get a new account. The words do not say whether an account has
 * it (that would tell anyone which emails are customers'); they offer sign-in instead.
 */
export class EmailUnavailableError extends AppError {
  override readonly status = 409;
  constructor() {
    super("We couldn't create an account with this email. If you already have one, please sign in instead.");
    this.name = "EmailUnavailableError";
  }
}

/**
 * Requests over a rate (a partner token's, the push test's); nothing ran. `limit` says the
 * rate in words: "120 requests per 60 seconds per token".
 */
export class RateLimitedError extends AppError {
  override readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, limit: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(`Rate limit reached (${limit}). Please wait ${waitInWords(seconds)} and try again.`);
    this.name = "RateLimitedError";
    this.retryAfterSeconds = seconds;
  }
}

/**
 * Two-factor sign-in is on and no code came with a right password: no session was made. Also
 * staff's refusal when their session has not proved the second factor (enrol, or verify).
 */
export class SecondFactorRequiredError extends AppError {
  override readonly status = 403;
  override readonly refusalCode = "SECOND_FACTOR_REQUIRED";
  constructor() {
    super("Enter the 6-digit code from your authenticator app.");
    this.name = "SecondFactorRequiredError";
  }
}

/** A TOTP or recovery code that did not match (or a recovery code already used). */
export class InvalidSecondFactorCodeError extends AppError {
  override readonly status = 400;
  constructor() {
    super("That code did not work. Check the time on your phone, or use one of your recovery codes.");
    this.name = "InvalidSecondFactorCodeError";
  }
}

/** Staff's proof of the second factor is too old for an action that moves money or lets someone in. */
export class StepUpRequiredError extends AppError {
  override readonly status = 403;
  override readonly refusalCode = "STEP_UP_REQUIRED";
  constructor() {
    super("Enter a code from your authenticator app to confirm this action.");
    this.name = "StepUpRequiredError";
  }
}
