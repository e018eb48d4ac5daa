// The signIn mutation as a browser sends it, for the throttle tests: in process through a
// test app's fetch handler, or over HTTP to server processes.
import { print } from "graphql";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { DEVICE_COOKIE } from "../../src/http/device-cookie.ts";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { hashPassword } from "../../src/services/accounts/password.ts";
import { SignInDocument, type SignInMutation } from "../__generated__/graphql.ts";

export type SignInResult = SignInMutation["signIn"];

export interface SignInAttempt {
  email: string;
  password: string;
  /** Sent as X-Forwarded-For: the caller's address for an app that trusts its proxy. */
  address?: string;
  /** Sent as the device cookie. */
  deviceToken?: string;
}

export function signInRequestInit({ email, password, address, deviceToken }: SignInAttempt): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (address) headers["x-forwarded-for"] = address;
  if (deviceToken) headers.cookie = `${DEVICE_COOKIE}=${deviceToken}`;
  return {
    method: "POST",
    headers,
    body: JSON.stringify({ query: print(SignInDocument), variables: { input: { email, password } } }),
  };
}

export interface SignInAnswer {
  result: SignInResult;
  /** The cookies' values, when the answer set them. */
  sessionToken: string | null;
  deviceToken: string | null;
  setCookies: string[];
}

export async function readSignInAnswer(response: Response): Promise<SignInAnswer> {
  const body = (await response.json()) as { data?: SignInMutation; errors?: { message: string }[] };
  if (!body.data) throw new Error(`signIn failed: ${JSON.stringify(body.errors)}`);
  const setCookies = response.headers.getSetCookie();
  const valueOf = (name: string) => {
    const cookie = setCookies.find((header) => header.startsWith(`${name}=`));
    return cookie ? cookie.slice(name.length + 1, cookie.indexOf(";")) || null : null;
  };
  return {
    result: body.data.signIn,
    sessionToken: valueOf(SESSION_COOKIE),
    deviceToken: valueOf(DEVICE_COOKIE),
    setCookies,
  };
}

/**
 * An account of its own for a test, so throttling it holds nobody else back. Its address is
 * confirmed, as an account in use has it: what waits for one is email-verification.test.ts's.
 */
export async function createAccount(prisma: PrismaClient, email: string, password: string): Promise<number> {
  const user = await prisma.user.create({
    data: {
      email,
      name: email.split("@")[0]!,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    },
  });
  return user.id;
}
