// What the recurring-schedule API tests share: accounts of their own, the 'Schedule Regular
// Cleaning' form as REST sends it, the /api/recurring-schedules calls, a clock a test can move.
import { TEST_NOW, type TestApp } from "./app.ts";
import { signIn } from "./authorization-world.ts";
import { enrolTestStaff } from "./second-factor.ts";
import { steppingClock, type SteppingClock } from "./schedules.ts";
import { TEST_SERVICE_ADDRESS } from "./service-address.ts";
import { createAccount } from "./sign-in.ts";

const PASSWORD = "schedule passphrase 1";

/** Provider 1 of the test seed: Maple Leaf Cleaning Co., Toronto, house and deep cleaning. */
export const CLEANER_ID = 1;

/** The app's clock: TEST_NOW (Friday 2026-11-20, 10:00 in Toronto) unless a test moves it. */
export function movableClock(): SteppingClock & { reset(): void } {
  const clock = steppingClock(TEST_NOW);
  return { ...clock, reset: () => clock.set(TEST_NOW) };
}

export interface Account {
  id: number;
  cookie: string;
  headers: { cookie: string };
}

let accounts = 0;

/** A new account of `role`, signed in. */
export async function signedInAccount(api: TestApp, role: "CUSTOMER" | "ADMIN" = "CUSTOMER"): Promise<Account> {
  const email = `schedules-${++accounts}-${role.toLowerCase()}@schedules.test`;
  const id = await createAccount(api.db.prisma, email, PASSWORD);
  if (role !== "CUSTOMER") {
    await api.db.prisma.user.update({ where: { id }, data: { role } });
    await enrolTestStaff(api.db.prisma, id);
  }
  const cookie = await signIn(api, email, PASSWORD);
  return { id, cookie, headers: { cookie } };
}

/** The same account signed in again: a new session, as after the last one ended. */
export async function signedInAgain(api: TestApp, account: Account): Promise<Account> {
  const { email } = await api.db.prisma.user.findUniqueOrThrow({ where: { id: account.id }, select: { email: true } });
  const cookie = await signIn(api, email, PASSWORD);
  return { id: account.id, cookie, headers: { cookie } };
}

/** A valid weekly schedule with the cleaner on Wednesdays from TEST_NOW's day, as REST takes it. */
export function scheduleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    providerId: CLEANER_ID,
    serviceType: "house-cleaning",
    frequency: "weekly",
    dayOfWeek: 3,
    startDate: "2026-11-20",
    serviceDetails: "Two-bedroom condo",
    customerName: "Casey Schedule",
    customerPhone: "416-555-0123",
    customerEmail: "casey@schedules.test",
    ...overrides,
  };
}

/** The same with where the cleanings are: GraphQL requires it, REST takes it when given. */
export function scheduleBodyWithAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return scheduleBody({ address: TEST_SERVICE_ADDRESS, ...overrides });
}

export interface RestAnswer {
  status: number;
  body: any;
  headers: Headers;
}

/** A call to the REST API: JSON in (a string body is sent as it is), JSON out. */
export async function restCall(
  api: TestApp,
  method: string,
  path: string,
  options: { account?: Account; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestAnswer> {
  const { account, body } = options;
  const response = await api.request(path, {
    method,
    headers: {
      ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
      ...(account ? account.headers : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** POST /api/recurring-schedules; throws unless it made one. */
export async function createSchedule(api: TestApp, account: Account, overrides: Record<string, unknown> = {}) {
  const answer = await restCall(api, "POST", "/api/recurring-schedules", { account, body: scheduleBody(overrides) });
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: number; nextBookingDate: string; status: string } & Record<string, unknown>;
}
