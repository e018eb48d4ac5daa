// How long the records the purge jobs clear are kept (graph/src/jobs/purge-*.ts), defined
// once: the services that write and purge them read these, and the Privacy page states the
// same figures, so the page cannot promise a period the code does not keep.

/**
 * A customer's or provider's sign-in session lasts at most this long from sign-in, then it is
 * expired and purged (docs/decisions/session-lifetimes.md).
 */
export const SESSION_LIFETIME_DAYS = 30;

/** ...and ends sooner when no request has used it for this long. */
export const SESSION_IDLE_DAYS = 14;

/** A staff (ADMIN) session lasts at most a working day, second factor included. */
export const STAFF_SESSION_LIFETIME_HOURS = 12;

/** ...and ends after this long without a request. */
export const STAFF_SESSION_IDLE_MINUTES = 60;

/** A browser remembered as having signed in (its device cookie) is forgotten after this. */
export const TRUSTED_DEVICE_LIFETIME_DAYS = 180;

/**
 * A sign-in throttle's count of attempts (under an email, a network address or a device) is
 * forgotten this long after its last delay ends, then purged.
 */
export const SIGN_IN_THROTTLE_FORGET_AFTER_HOURS = 1;

/** A device's push token unused for this long is pruned (FCM treats such tokens as stale). */
export const PUSH_TOKEN_STALE_DAYS = 270;

/** A request's idempotency key (who sent which request) is kept this long, then purged. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;
