// A business gives its sales tax numbers at registration, through REST or GraphQL: they are
// checked by the provider tax profile's own rules and words, stored in one form, and become
// the tax profile of the provider an approval creates (a registrant, not a small supplier).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GST_HST_CHECK_WORDS } from "../../../shared/tax/registration-numbers.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { restCall, signInCookie } from "../support/notifications.ts";

let api: TestApp;
let staffCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  staffCookie = await signInCookie(api, "admin@demo.test");
});
afterAll(() => api?.close());

const form = (email: string) => ({
  businessName: "Éclat Mobile Detailing",
  ownerName: "Camille Roy",
  email,
  phone: "514 555 0199",
  address: "350 Rue Saint-Paul O",
  city: "Montréal",
  province: "QC",
  postalCode: "h2y 2a6",
  businessType: "car-detailing",
  description: "Hand wash and interior detailing at your door, across the island.",
  services: ["Interior Detail", "Mobile Wash"],
  password: "a long unusual passphrase",
});

const REGISTER = `mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) {
  __typename
  ... on RegisterBusinessPayload { registration { id databaseId gstHstNumber qstNumber pstNumber } }
  ... on Error { message }
  ... on ValidationError { fieldErrors { path message } } } }`;

const REVIEW = `mutation($input: ReviewRegistrationInput!) { reviewRegistration(input: $input) {
  __typename
  ... on ReviewRegistrationPayload { registration { provider { id } } }
  ... on Error { message } } }`;

const TAX_PROFILE = `query($id: ID!) { node(id: $id) { ... on Provider {
  taxProfile { gstHstNumber qstNumber pstNumber smallSupplier updatedAt } } } }`;

const storedNumbers = (id: number) =>
  api.db.prisma.businessRegistration.findUniqueOrThrow({
    where: { id },
    select: { gstHstNumber: true, qstNumber: true, pstNumber: true },
  });

/** Approval waits for the registrant's address to be confirmed (email-verification.test.ts). */
const confirmEmail = (email: string) =>
  api.db.prisma.user.update({ where: { email }, data: { emailVerifiedAt: TEST_NOW } });

const taxProfileOf = async (providerGlobalId: string) =>
  (await api.graphql(TAX_PROFILE, { id: providerGlobalId }, { cookie: staffCookie })).data!.node.taxProfile;

const taxProfileAudits = (providerId: number) =>
  api.db.prisma.auditEntry.findMany({
    where: { action: "provider.taxProfile", targetType: "Provider", targetId: String(providerId) },
  });

describe("sales tax numbers at registration", () => {
  it("refuses a GST/HST number whose check digit is wrong, in the tax profile's words, storing nothing", async () => {
    const email = "bad-check@eclat.test";
    const rest = await restCall(api, "POST", "/api/business-registration", {
      body: { ...form(email), gstHstNumber: "123456789 RT 0001" },
    });
    expect(rest).toMatchObject({ status: 400, body: { message: GST_HST_CHECK_WORDS } });

    const { data } = await api.graphql(REGISTER, { input: { ...form(email), gstHstNumber: "123456789RT0001" } });
    expect(data!.registerBusiness).toEqual({
      __typename: "ValidationError",
      message: GST_HST_CHECK_WORDS,
      fieldErrors: [{ path: ["gstHstNumber"], message: GST_HST_CHECK_WORDS }],
    });
    expect(await api.db.prisma.businessRegistration.count({ where: { email } })).toBe(0);
    expect(await api.db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it("stores REST's numbers in one form, answers them, and approval makes them the provider's profile", async () => {
    const email = "camille@eclat.test";
    const registered = await restCall(api, "POST", "/api/business-registration", {
      body: { ...form(email), gstHstNumber: "123456782 rt 0001", qstNumber: "1234567890-tq-0001", pstNumber: "" },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      gstHstNumber: "123456782RT0001",
      qstNumber: "1234567890TQ0001",
      pstNumber: null,
      status: "pending",
    });
    const id = registered.body.id as number;
    expect(await storedNumbers(id)).toEqual({
      gstHstNumber: "123456782RT0001",
      qstNumber: "1234567890TQ0001",
      pstNumber: null,
    });
    const list = await restCall(api, "GET", "/api/admin/registrations", { cookie: staffCookie });
    expect(list.body.find((row: { id: number }) => row.id === id)).toMatchObject({ gstHstNumber: "123456782RT0001" });

    await confirmEmail(email);
    const approved = await restCall(api, "PUT", `/api/admin/registrations/${id}`, {
      cookie: staffCookie,
      body: { status: "approved" },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: "approved", gstHstNumber: "123456782RT0001" } });
    const providerId = approved.body.providerId as number;
    expect(await taxProfileOf(encodeGlobalID("Provider", providerId))).toEqual({
      gstHstNumber: "123456782RT0001",
      qstNumber: "1234567890TQ0001",
      pstNumber: null,
      smallSupplier: false,
      updatedAt: TEST_NOW.toISOString(),
    });
    // Its own dashboard's door answers the same.
    const own = await restCall(api, "GET", `/api/providers/${providerId}/tax-profile`, {
      cookie: await signInCookie(api, email, "a long unusual passphrase"),
    });
    expect(own).toMatchObject({ status: 200, body: { gstHstNumber: "123456782RT0001", smallSupplier: false } });
    const [audit, ...more] = await taxProfileAudits(providerId);
    expect(more).toEqual([]);
    expect(audit!.summary).toMatchObject({
      before: { gstHstNumber: null, qstNumber: null, pstNumber: null },
      after: { gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", pstNumber: null },
    });
  });

  it("stores GraphQL's numbers in one form, and approval through GraphQL copies them", async () => {
    const email = "jordan@coastshine.test";
    const input = {
      ...form(email),
      businessName: "Coast Shine Detailing",
      city: "Vancouver",
      province: "British Columbia",
      postalCode: "V6B 1A1",
      phone: "604 555 0123",
      gstHstNumber: "123456782RT0001",
      qstNumber: "",
      pstNumber: "pst-1234-5678",
    };
    const { response, data } = await api.graphql(REGISTER, { input });
    expect(data!.registerBusiness).toMatchObject({
      __typename: "RegisterBusinessPayload",
      registration: { gstHstNumber: "123456782RT0001", qstNumber: null, pstNumber: "PST12345678" },
    });
    const registration = data!.registerBusiness.registration as { id: string; databaseId: number };
    expect(await storedNumbers(registration.databaseId)).toEqual({
      gstHstNumber: "123456782RT0001",
      qstNumber: null,
      pstNumber: "PST12345678",
    });
    // The registrant reads its own registration's numbers back.
    const own = await api.graphql(
      `query($id: ID!) { node(id: $id) { ... on BusinessRegistration { pstNumber } } }`,
      { id: registration.id },
      { cookie: cookieFrom(response) },
    );
    expect(own.data!.node).toEqual({ pstNumber: "PST12345678" });

    await confirmEmail(email);
    const reviewed = await api.graphql(
      REVIEW,
      { input: { registrationId: registration.id, status: "APPROVED" } },
      { cookie: staffCookie },
    );
    expect(reviewed.data!.reviewRegistration.__typename).toBe("ReviewRegistrationPayload");
    const provider = reviewed.data!.reviewRegistration.registration.provider as { id: string };
    expect(await taxProfileOf(provider.id)).toMatchObject({
      gstHstNumber: "123456782RT0001",
      qstNumber: null,
      pstNumber: "PST12345678",
      smallSupplier: false,
    });
  });

  it("leaves a registration without numbers a small supplier whose profile was never set", async () => {
    const email = "no-numbers@eclat.test";
    const registered = await restCall(api, "POST", "/api/business-registration", {
      body: { ...form(email), gstHstNumber: "", qstNumber: null },
    });
    expect(registered).toMatchObject({
      status: 201,
      body: { gstHstNumber: null, qstNumber: null, pstNumber: null },
    });
    await confirmEmail(email);
    const approved = await restCall(api, "PUT", `/api/admin/registrations/${registered.body.id}`, {
      cookie: staffCookie,
      body: { status: "approved" },
    });
    const providerId = approved.body.providerId as number;
    expect(await taxProfileOf(encodeGlobalID("Provider", providerId))).toEqual({
      gstHstNumber: null,
      qstNumber: null,
      pstNumber: null,
      smallSupplier: true,
      updatedAt: null,
    });
    expect(await taxProfileAudits(providerId)).toEqual([]);
    // The database holds the shape too, as it does for the provider's own numbers.
    await expect(
      api.db.prisma.businessRegistration.update({
        where: { id: registered.body.id },
        data: { gstHstNumber: "123456782RT01" },
      }),
    ).rejects.toThrow();
  });
});
