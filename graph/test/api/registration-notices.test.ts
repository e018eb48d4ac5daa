// A business registrant hears back: an email (and, with an account, the bell) when the
// registration is received, approved (with how to sign in) or rejected (with staff's reason),
// then when staff publish the provider. And viewer.businessRegistration, which the Register
// Your Business page shows a signed-in registrant instead of an empty form, is theirs and
// staff's alone.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  outboxRows,
  pinnedClock,
  recordingMailGateway,
  runWorker,
  signedInAccount,
  signInCookie,
  TEST_APP_URL,
} from "../support/notifications.ts";

let api: TestApp;
let staffCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  staffCookie = await signInCookie(api, "admin@demo.test");
});
afterAll(() => api?.close());

const form = (email: string, businessName: string) => ({
  businessName,
  ownerName: "Avery Tremblay",
  email,
  phone: "416 555 0142",
  address: "120 King St W",
  city: "Toronto",
  province: "ON",
  postalCode: "m5h1j9",
  businessType: "car-detailing",
  description: "Hand wash and full interior detailing at your door.",
  services: ["Interior Detail", "Mobile Wash"],
});

const REGISTER = `mutation($input: RegisterBusinessInput!) {
  registerBusiness(input: $input) {
    __typename
    ... on RegisterBusinessPayload { registration { databaseId } }
    ... on Error { message }
  }
}`;
const REVIEW = `mutation($input: ReviewRegistrationInput!) {
  reviewRegistration(input: $input) {
    __typename
    ... on ReviewRegistrationPayload { registration { status provider { databaseId } } }
    ... on Error { message }
  }
}`;
const STATUS = `{ viewer { businessRegistration { databaseId status businessName reviewNotes } } }`;

/** A visitor registers (an account is made and signed in): the registration's id and the cookie. */
async function registerAsVisitor(email: string, businessName: string) {
  const { data, errors, response } = await api.graphql(REGISTER, {
    input: { ...form(email, businessName), password: "a long unusual passphrase" },
  });
  expect(errors).toBeUndefined();
  expect(data!.registerBusiness.__typename).toBe("RegisterBusinessPayload");
  // As if the link mailed to the new account was followed: approval waits for it.
  await api.db.prisma.user.update({ where: { email: email.toLowerCase() }, data: { emailVerifiedAt: new Date() } });
  return { id: data!.registerBusiness.registration.databaseId as number, cookie: cookieFrom(response) };
}

async function review(id: number, status: "APPROVED" | "REJECTED", notes?: string) {
  const { data, errors } = await api.graphql(
    REVIEW,
    { input: { registrationId: encodeGlobalID("BusinessRegistration", id), status, notes } },
    { cookie: staffCookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.reviewRegistration.__typename).toBe("ReviewRegistrationPayload");
  return data!.reviewRegistration.registration;
}

const noticesTo = async (email: string, kind: string) => {
  const user = await api.db.prisma.user.findUnique({ where: { email } });
  return outboxRows(api.db.prisma, {
    kind: kind as never,
    OR: [{ email }, ...(user ? [{ recipientId: user.id }] : [])],
  });
};

describe("registration emails", () => {
  it("received: the registrant's new account is told, by email and in the bell, with the day it arrived", async () => {
    await registerAsVisitor("received@registrations.test", "Received Detailing");
    const account = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "received@registrations.test" } });
    const [notice, ...others] = await noticesTo(account.email, "REGISTRATION_RECEIVED");
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      recipientId: account.id,
      email: account.email,
      title: "We received your business registration",
      link: "/register-business",
    });
    expect(notice!.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["EMAIL", "PUSH"]);
    expect(notice!.body).toContain("We received the registration for Received Detailing on November 20, 2026.");

    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail });
    const email = mail.sent.find((message) => message.to === account.email);
    expect(email).toMatchObject({ subject: "We received your business registration" });
    expect(email!.text).toContain(`${TEST_APP_URL}/register-business`);
  });

  it("approved: how to sign in, with the account's email; the provider going live is told too", async () => {
    const { id } = await registerAsVisitor("approved@registrations.test", "Approved Detailing");
    const decided = await review(id, "APPROVED");
    const [approved] = await noticesTo("approved@registrations.test", "REGISTRATION_APPROVED");
    expect(approved).toMatchObject({ title: "Your business registration is approved", link: "/sign-in" });
    expect(approved!.body).toContain("Sign in (link below) with approved@registrations.test");

    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail });
    const email = mail.sent.find((message) => message.subject === "Your business registration is approved");
    expect(email).toMatchObject({ to: "approved@registrations.test" });
    expect(email!.text).toContain(`${TEST_APP_URL}/sign-in`);

    // Staff publish the provider the approval made: its account hears it is live.
    const { data, errors } = await api.graphql(
      `mutation($input: ApproveProviderInput!) { approveProvider(input: $input) { __typename } }`,
      { input: { providerId: encodeGlobalID("Provider", decided.provider.databaseId), approvedBy: "Admin" } },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.approveProvider.__typename).not.toMatch(/Error$/);
    const live = (await noticesTo("approved@registrations.test", "REGISTRATION_APPROVED")).map((row) => row.title);
    expect(live).toEqual(["Your business registration is approved", "Your business is live"]);
  });

  it("rejected: the reason staff gave, and the way to register again", async () => {
    const { id } = await registerAsVisitor("rejected@registrations.test", "Rejected Detailing");
    await review(id, "REJECTED", "We could not verify your insurance certificate.");
    const [rejected, ...others] = await noticesTo("rejected@registrations.test", "REGISTRATION_REJECTED");
    expect(others).toEqual([]);
    expect(rejected).toMatchObject({
      title: "Your business registration was not approved",
      link: "/register-business",
    });
    expect(rejected!.body).toContain("Reason from our team: We could not verify your insurance certificate.");
    expect(await noticesTo("rejected@registrations.test", "REGISTRATION_APPROVED")).toEqual([]);
  });

  it("a refused registration (a second one under review for the same email) tells no one", async () => {
    await registerAsVisitor("twice@registrations.test", "Twice Detailing");
    const cookie = await signInCookie(api, "twice@registrations.test", "a long unusual passphrase");
    const before = await api.db.prisma.notification.count();
    const { data } = await api.graphql(
      REGISTER,
      { input: form("twice@registrations.test", "Twice Again") },
      { cookie },
    );
    expect(data!.registerBusiness.__typename).toBe("ConflictError");
    expect(await api.db.prisma.notification.count()).toBe(before);
  });
});

describe("viewer.businessRegistration", () => {
  it("the registrant reads their latest registration and its status; none for an account without one", async () => {
    const { id, cookie } = await registerAsVisitor("status@registrations.test", "Status Detailing");
    const pending = await api.graphql(STATUS, {}, { cookie });
    expect(pending.data!.viewer.businessRegistration).toEqual({
      databaseId: id,
      status: "PENDING",
      businessName: "Status Detailing",
      reviewNotes: null,
    });
    await review(id, "REJECTED", "Please add your business licence number.");
    const rejected = await api.graphql(STATUS, {}, { cookie });
    expect(rejected.data!.viewer.businessRegistration).toMatchObject({
      status: "REJECTED",
      reviewNotes: "Please add your business licence number.",
    });

    const other = await signedInAccount(api, "nobody@registrations.test");
    const none = await api.graphql(STATUS, {}, { cookie: other.cookie });
    expect(none.data!.viewer).toEqual({ businessRegistration: null });
  });

  it("is refused to anyone but the registrant and staff", async () => {
    const { id } = await registerAsVisitor("private@registrations.test", "Private Detailing");
    const registrant = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "private@registrations.test" } });
    const read = `query($id: ID!) { node(id: $id) { ... on User { businessRegistration { databaseId } } } }`;
    const variables = { id: encodeGlobalID("User", registrant.id) };

    const staff = await api.graphql(read, variables, { cookie: staffCookie });
    expect(staff.data!.node).toEqual({ businessRegistration: { databaseId: id } });
    const stranger = await signedInAccount(api, "stranger@registrations.test");
    const provider = await signInCookie(api, "provider@demo.test");
    for (const headers of [{ cookie: stranger.cookie }, { cookie: provider }, {}] as Record<string, string>[]) {
      const refused = await api.graphql(read, variables, headers);
      expect(refused.errors).toBeUndefined();
      expect(refused.data!.node).toBeNull();
    }
    // Nor is the registration itself readable by id.
    const direct = await api.graphql(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: encodeGlobalID("BusinessRegistration", id) },
      { cookie: stranger.cookie },
    );
    expect(direct.data!.node).toBeNull();
  });
});
