// Signing a browser in without its sign-in form. Most journeys are about what a signed-in
// person does next; the form cost each of them two page loads (the form, then the home it
// leads to) before the page they were about. The journeys about signing in (accounts,
// two-factor, sessions, password-reset, email-change, the redirects to /sign-in and back)
// still use the form. docs/decisions/journeys-sign-in-by-a-stored-session.md.
//
// The session is made as the form makes it: the same signIn mutation, with the code for
// staff, sent from the test process through the browser context's own request client, so the
// context keeps exactly the cookies the server set (HttpOnly, SameSite, expiry and all).
import type { Page } from "playwright-core";
import type { BrowserSession, PageOptions } from "./browser.ts";
import { DEMO_PASSWORD, STAFF_EMAIL, totpNow } from "./staff.ts";

const SIGN_IN = `
  mutation ($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Signs the page's browser context in as `email`: the cookies a sign-in through the form
 * leaves, with no page loaded. Staff give the demo admin's current code as the form asks.
 */
export async function signInBySession(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  const code = email === STAFF_EMAIL ? totpNow() : undefined;
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: { query: SIGN_IN, variables: { input: { email, password, ...(code && { code }) } } },
  });
  const body = (await response.json()) as { data?: { signIn: { __typename: string; message?: string } } };
  if (body.data?.signIn.__typename !== "SignInPayload") {
    throw new Error(`Sign-in as ${email} failed: ${JSON.stringify(body)}`);
  }
  // The header writes this hint once it has shown a signed-in viewer (web/src/components/
  // Header/signedInHint.ts); a browser that signed in through the form has it from then on.
  await page.context().addCookies([{ name: "signed_in_hint", value: "1", url: new URL(response.url()).origin }]);
}

export interface SignedInPageOptions extends PageOptions {
  /** Where the page goes once signed in; none, a blank page (for API calls with its session). */
  path?: string;
  password?: string;
}

/** A page in a fresh context, signed in as `email` by a stored session, then at `path`. */
export async function signedInPage(
  browser: BrowserSession,
  email: string,
  { path, password, ...pageOptions }: SignedInPageOptions = {},
): Promise<Page> {
  const page = await browser.newPage(pageOptions);
  await signInBySession(page, email, password);
  if (path !== undefined) await page.goto(path);
  return page;
}
