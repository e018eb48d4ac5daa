// Onboarding: a visitor registers a business (making an account), staff approve
// the registration, then the provider; the provider is searchable and its owner runs it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES } from "../../../shared/onboarding/registration.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";
import { enrolTestStaff } from "../support/second-factor.ts";

let api: TestApp;
let staffCookie: string;

const registration = {
  businessName: "Maple Shine Detailing",
  ownerName: "Avery Tremblay",
  email: "Avery@MapleShine.test",
  phone: "416 555 0142",
  address: "120 King St W",
  city: "Toronto",
  province: "ON",
  postalCode: "m5h1j9",
  businessType: "car-detailing",
  description: "Hand wash and full interior detailing at your door.",
  services: ["Interior Detail", "Mobile Wash"],
  isMobile: true,
  isInsured: true,
  yearsInBusiness: 6,
  website: "https://mapleshine.test",
  password: "a long unusual passphrase",
};

async function signIn(email: string, password: string): Promise<string> {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

function json(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  };
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  await createAccount(api.db.prisma, "staff@onboarding.test", "staff-password-1");
  const staff = await api.db.prisma.user.update({ where: { email: "staff@onboarding.test" }, data: { role: "ADMIN" } });
  await enrolTestStaff(api.db.prisma, staff.id);
  staffCookie = await signIn("staff@onboarding.test", "staff-password-1");
});
afterAll(() => api?.close());

describe("business registration", () => {
  it("refuses each bad field with the spec's words and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: "A" }, REGISTRATION_MESSAGES.businessName],
      [{ ownerName: "" }, REGISTRATION_MESSAGES.ownerName],
      [{ email: "not-an-email" }, REGISTRATION_MESSAGES.email],
      [{ phone: "555-0100" }, REGISTRATION_MESSAGES.phone],
      [{ phone: "(911) 555-0100" }, REGISTRATION_MESSAGES.phone],
      [{ address: "1 A" }, REGISTRATION_MESSAGES.address],
      [{ city: "" }, REGISTRATION_MESSAGES.city],
      [{ province: "" }, REGISTRATION_MESSAGES.province],
      [{ province: "Texas" }, REGISTRATION_MESSAGES.unknownProvince],
      [{ postalCode: "" }, REGISTRATION_MESSAGES.postalCode],
      [{ postalCode: "D1A 1A1" }, REGISTRATION_MESSAGES.postalCodeFormat],
      [{ postalCode: "V6B 1A1" }, REGISTRATION_MESSAGES.postalCodeProvince],
      [{ businessType: "plumbing" }, REGISTRATION_MESSAGES.businessType],
      [{ description: "Too short" }, REGISTRATION_MESSAGES.description],
      [{ services: [] }, REGISTRATION_MESSAGES.services],
      [{ services: ["Deep Cleaning"] }, REGISTRATION_MESSAGES.serviceForType],
      [{ website: "ftp://mapleshine.test" }, REGISTRATION_MESSAGES.website],
      [{ city: "Atlantis" }, "Please choose your city from the list"],
      [{ password: "short" }, "Password must be at least 12 characters"],
      [
        { password: "qwertyuiop123" },
        "This password is one of the most common ones and easy to guess. Please choose another.",
      ],
    ];
    for (const [change, message] of cases) {
      const response = await api.request("/api/business-registration", json("POST", { ...registration, ...change }));
      const body = (await response.json()) as { message: string };
      expect({ change, status: response.status, message: body.message }).toEqual({ change, status: 400, message });
    }
    expect(await api.db.prisma.businessRegistration.count()).toBe(0);
    expect(await api.db.prisma.user.count({ where: { email: "avery@mapleshine.test" } })).toBe(0);
  });

  it("registers, normalises what Canadians type, makes the account and signs it in", async () => {
    const response = await api.request("/api/business-registration", json("POST", registration));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      email: "avery@mapleshine.test",
      phone: "(416) 555-0142",
      postalCode: "M5H 1J9",
      province: "Ontario",
      status: "pending",
      reviewNotes: null,
    });
    const stored = await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.phone).toBe("+14165550142");
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "avery@mapleshine.test" } });
    expect(stored.userId).toBe(user.id);
    const viewer = await api.graphql(`{ viewer { email role } }`, {}, { cookie: cookieFrom(response) });
    expect(viewer.data?.viewer).toEqual({ email: "avery@mapleshine.test", role: "CUSTOMER" });
  });

  it("refuses a second pending registration for the same email", async () => {
    const response = await api.request(
      "/api/business-registration",
      json(
        "POST",
        { ...registration, email: "AVERY@mapleshine.test", password: undefined },
        await signIn("avery@mapleshine.test", registration.password),
      ),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/already under review/);
    expect(await api.db.prisma.businessRegistration.count()).toBe(1);
  });
});

describe("staff review", () => {
  it("approves the registration, then the provider, which is searchable and run by its owner", async () => {
    const ownerCookie = await signIn("avery@mapleshine.test", registration.password);
    // The owner followed the link mailed to them: approval waits for it (email-verification.test.ts).
    await api.db.prisma.user.update({
      where: { email: "avery@mapleshine.test" },
      data: { emailVerifiedAt: new Date() },
    });
    const [pending] = await api.db.prisma.businessRegistration.findMany();
    // Not staff: refused, and nothing changes.
    const refused = await api.request(
      `/api/admin/registrations/${pending!.id}`,
      json("PUT", { status: "approved" }, ownerCookie),
    );
    expect(refused.status).toBe(403);
    expect((await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id: pending!.id } })).status).toBe(
      "PENDING",
    );

    const noReason = await api.request(
      `/api/admin/registrations/${pending!.id}`,
      json("PUT", { status: "rejected", notes: "  " }, staffCookie),
    );
    expect(noReason.status).toBe(400);

    const list = await api.getJson("/api/admin/registrations", { cookie: staffCookie });
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([pending!.id]);

    const approved = await api.request(
      `/api/admin/registrations/${pending!.id}`,
      json("PUT", { status: "approved", notes: "Looks good" }, staffCookie),
    );
    expect(approved.status).toBe(200);
    const approvedBody = await approved.json();
    expect(approvedBody).toMatchObject({ status: "approved", reviewNotes: "Looks good" });
    const again = await api.request(
      `/api/admin/registrations/${pending!.id}`,
      json("PUT", { status: "rejected", notes: "No" }, staffCookie),
    );
    expect(again.status).toBe(409);

    const providerId = approvedBody.providerId as number;
    const provider = await api.db.prisma.provider.findUniqueOrThrow({
      where: { id: providerId },
      include: { categories: true },
    });
    expect(provider).toMatchObject({ status: "PENDING", name: "Maple Shine Detailing", phone: "(416) 555-0142" });
    const owner = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "avery@mapleshine.test" } });
    expect(owner).toMatchObject({ role: "PROVIDER", providerId });

    const pendingList = await api.getJson("/api/admin/providers/pending", { cookie: staffCookie });
    expect(pendingList.body.map((p: { id: number }) => p.id)).toContain(providerId);
    const blank = await api.request(
      `/api/admin/providers/${providerId}/approve`,
      json("POST", { approvedBy: " " }, staffCookie),
    );
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe("Please enter your name as the approver.");

    const search = async () =>
      (await api.getJson("/api/providers/search?location=Toronto&limit=100")).body.map((p: { id: number }) => p.id);
    expect(await search()).not.toContain(providerId);
    const approve = await api.request(
      `/api/admin/providers/${providerId}/approve`,
      json("POST", { approvedBy: "Sam" }, staffCookie),
    );
    expect(approve.status).toBe(200);
    expect(await search()).toContain(providerId);
    const decided = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: providerId } });
    expect(decided).toMatchObject({ status: "ACTIVE", approvedBy: "Sam" });
    expect(decided.decidedById).not.toBeNull();
    const reject = await api.request(
      `/api/admin/providers/${providerId}/reject`,
      json("POST", { reason: "late" }, staffCookie),
    );
    expect(reject.status).toBe(409);
  });
});

describe("sign-up", () => {
  const signUp = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { message } ... on SignInPayload { viewer { email role } } } }`;

  it("creates a customer and signs it in; a taken email does not say it is taken", async () => {
    const first = await api.graphql(signUp, {
      input: { email: "New@Person.test", name: "New Person", password: "correct horse battery" },
    });
    expect(first.data?.signUp).toEqual({
      __typename: "SignInPayload",
      viewer: { email: "new@person.test", role: "CUSTOMER" },
    });
    const viewer = await api.graphql(`{ viewer { email } }`, {}, { cookie: cookieFrom(first.response) });
    expect(viewer.data?.viewer.email).toBe("new@person.test");

    const again = await api.graphql(signUp, {
      input: { email: "new@person.test", name: "Other", password: "another long password" },
    });
    expect(again.data?.signUp.__typename).toBe("EmailUnavailableError");
    expect(again.data?.signUp.message).not.toMatch(/exists|taken|registered/i);
  });

  it("is throttled like sign-in: the sixth try for one email must wait", async () => {
    const attempt = () =>
      api.graphql(signUp, { input: { email: "throttled@person.test", name: "T", password: "password1234" } });
    for (let i = 0; i < 5; i++) expect((await attempt()).data?.signUp.message).toMatch(/most common/);
    const sixth = await attempt();
    expect(sixth.data?.signUp).toEqual({
      __typename: "TooManySignInAttemptsError",
      message: "Too many sign-up attempts. Please wait 1 second and try again.",
    });
  });

  it("refuses short and common passwords", async () => {
    const short = await api.graphql(signUp, { input: { email: "a@b.test", name: "A", password: "elevenchars" } });
    expect(short.data?.signUp.message).toBe("Password must be at least 12 characters");
    const common = await api.graphql(signUp, { input: { email: "a@b.test", name: "A", password: "1q2w3e4r5t6y" } });
    expect(common.data?.signUp.message).toMatch(/most common/);
    expect(await api.db.prisma.user.count({ where: { email: "a@b.test" } })).toBe(0);
  });
});

// On PostgreSQL (npm run test:pg) these requests really run at once, each on its own
// connection; on PGlite they queue. Either way exactly one may win.
describe("races", () => {
  it("ten staff decisions on one registration: one wins, the rest are conflicts, one provider", async () => {
    const created = await api.request(
      "/api/business-registration",
      json("POST", { ...registration, email: "race@mapleshine.test", password: "race condition passphrase" }),
    );
    const { id } = await created.json();
    await api.db.prisma.user.update({
      where: { email: "race@mapleshine.test" },
      data: { emailVerifiedAt: new Date() },
    });
    const providersBefore = await api.db.prisma.provider.count();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.request(
          `/api/admin/registrations/${id}`,
          json("PUT", i % 2 ? { status: "approved" } : { status: "rejected", notes: "Duplicate" }, staffCookie),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const decided = await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id } });
    expect(await api.db.prisma.provider.count()).toBe(providersBefore + (decided.status === "APPROVED" ? 1 : 0));
  });

  it("ten registrations for one email at once: one is under review", async () => {
    const cookies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await createAccount(api.db.prisma, `racer${i}@onboarding.test`, "racer-password-1");
        return signIn(`racer${i}@onboarding.test`, "racer-password-1");
      }),
    );
    const answers = await Promise.all(
      cookies.map((cookie) =>
        api.request(
          "/api/business-registration",
          json("POST", { ...registration, email: "shared@mapleshine.test", password: undefined }, cookie),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(
      await api.db.prisma.businessRegistration.count({ where: { email: "shared@mapleshine.test", status: "PENDING" } }),
    ).toBe(1);
  });
});

describe("a registration sent without a password, as the spec's form sends it", () => {
  const email = "robin@fjordclean.test";
  const spec = {
    ...registration,
    businessName: "Fjord Clean",
    ownerName: "Robin Ng",
    email,
    businessType: "house-cleaning",
    services: ["Deep Cleaning"],
    password: undefined,
  };

  it("is stored with its account, which is not signed in and is mailed a link to choose a password", async () => {
    const mailed = api.accountMail.sent.length;
    const response = await api.request("/api/business-registration", json("POST", spec));
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = await response.json();
    expect(body).toMatchObject({ email, businessName: "Fjord Clean", status: "pending" });
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ role: "CUSTOMER", name: "Robin Ng", emailVerifiedAt: null });
    expect((await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id: body.id } })).userId).toBe(
      user.id,
    );

    const [mail, ...more] = api.accountMail.sent.slice(mailed);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: email, subject: "Choose a password for your account" });
    expect(mail!.text).toContain("works once, for 3 days");
    const token = /\/reset-password\/([\w-]+)/.exec(mail!.text)![1]!;

    // Nothing signs in before a password is chosen; through the link, the password works and
    // the address is confirmed, which staff's approval waits for.
    const chosen = "fjord clean's own passphrase";
    const confirm = await api.request("/api/account/password-reset/confirm", json("POST", { token, password: chosen }));
    expect(confirm.status).toBe(200);
    expect((await api.db.prisma.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    await signIn(email, chosen);
  });

  it("a retry with the same Idempotency-Key makes no second account or email", async () => {
    const again = { ...spec, email: "kai@fjordclean.test", businessName: "Fjord Clean West" };
    const mailed = api.accountMail.sent.length;
    const headers = { "content-type": "application/json", "idempotency-key": "passwordless-registration-1" };
    const first = await api.request("/api/business-registration", {
      method: "POST",
      headers,
      body: JSON.stringify(again),
    });
    const retry = await api.request("/api/business-registration", {
      method: "POST",
      headers,
      body: JSON.stringify(again),
    });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect((await retry.json()).id).toBe((await first.json()).id);
    expect(await api.db.prisma.user.count({ where: { email: "kai@fjordclean.test" } })).toBe(1);
    expect(api.accountMail.sent.slice(mailed).map((m) => m.to)).toEqual(["kai@fjordclean.test"]);
  });
});
