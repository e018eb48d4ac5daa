// Signing in as staff: staff accounts have two-factor sign-in, so after the password the
// sign-in form asks for the authenticator's code. The demo admin's secret is fixed by the
// seed, so a journey computes the code an app would show, as a person would read it off.
import type { Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { DEMO_STAFF_TOTP_SECRET } from "../../prisma/seed/seed.ts";
import { graphql } from "./server.ts";

export const STAFF_EMAIL = "admin@demo.test";
export const DEMO_PASSWORD = "demo-password";

/** The code an authenticator app with `secret` shows now (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpNow(secret: string = DEMO_STAFF_TOTP_SECRET): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/**
 * The code step of a sign-in already sent with a right password: fills in "Authentication
 * code" and sends the form again. Nothing for an account without two-factor sign-in, so a
 * journey's own sign-in helper can call it for whichever address it signed in with.
 */
export async function enterSecondFactor(
  page: Page,
  email: string,
  secret: string | undefined = email === STAFF_EMAIL ? DEMO_STAFF_TOTP_SECRET : undefined,
): Promise<void> {
  if (!secret) return;
  const main = page.getByRole("main");
  await main.getByLabel("Authentication code").fill(totpNow(secret));
  await main.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A session cookie ("name=value") for API-level calls, signed in through the same mutation
 * the form sends: with the code for staff, so staff doors take the session.
 */
export async function signInCookie(url: string, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const code = email === STAFF_EMAIL ? totpNow() : undefined;
  const { data, response } = await graphql<{ signIn: { __typename: string } }>(
    url,
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          __typename
        }
      }
    `,
    { input: { email, password, ...(code && { code }) } },
  );
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (data?.signIn.__typename !== "SignInPayload" || !cookie) {
    throw new Error(`Sign-in as ${email} failed: ${JSON.stringify(data)}`);
  }
  return cookie;
}
