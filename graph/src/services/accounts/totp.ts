// Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1,
// 6 digits, 30-second steps. One code either side of now is accepted, so a phone whose
// clock is a few seconds off, or a code typed as it turned over, still works.
import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { TOTP_DIGITS } from "../../../../shared/accounts/two-factor.ts";

export const TOTP_ISSUER = "Local Services Marketplace";
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still match. */
export const TOTP_WINDOW = 1;

/** A new secret: 20 random bytes (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ buffer: Uint8Array.from(randomBytes(20)).buffer }).base32;
}

function totpFor(secret: string, options: { label?: string; digits?: number } = {}): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: options.label ?? "account",
    algorithm: "SHA1",
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The code for `secret` at `at`; `digits` is there for RFC 6238's 8-digit test vectors. */
export function totpCode(secret: string, at: Date, digits: number = TOTP_DIGITS): string {
  return totpFor(secret, { digits }).generate({ timestamp: at.getTime() });
}

/** Whether `code` is the secret's code at `at`, or one step either side. */
export function totpMatches(secret: string, code: string, at: Date): boolean {
  const token = code.replace(/\s+/g, "");
  return totpFor(secret).validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW }) !== null;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, { label: email }).toString();
}

/** The enrolment QR code, as an SVG document the page can show as an image. */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 2 });
}
