// A provider's tax profile through REST and GraphQL: its own accounts and staff save and read
// it, numbers typed loosely are kept in one form, bad numbers are refused in the form's words
// and change nothing, every change is audited and saving the same profile again is not.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GST_HST_CHECK_WORDS, QST_NUMBER_WORDS } from "../../../shared/tax/registration-numbers.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, signInCookie, type SignedInAccount } from "../support/notifications.ts";

const PROVIDER = 1;
const PATH = `/api/providers/${PROVIDER}/tax-profile`;
let api: TestApp;
let providerCookie: string;
let adminCookie: string;
let stranger: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  providerCookie = await signInCookie(api, "provider@demo.test");
  adminCookie = await signInCookie(api, "admin@demo.test");
  stranger = await signedInAccount(api, "stranger@tax-profile.test");
});
afterAll(() => api?.close());

const stored = () =>
  api.db.prisma.provider.findUniqueOrThrow({
    where: { id: PROVIDER },
    select: { gstHstNumber: true, qstNumber: true, pstNumber: true, taxProfileUpdatedAt: true },
  });
const audits = () =>
  api.db.prisma.auditEntry.findMany({ where: { action: "provider.taxProfile" }, orderBy: { id: "asc" } });

describe("a provider's tax profile", () => {
  it("starts unset, a small supplier's", async () => {
    const read = await restCall(api, "GET", PATH, { cookie: providerCookie });
    expect(read).toMatchObject({
      status: 200,
      body: { gstHstNumber: null, qstNumber: null, pstNumber: null, smallSupplier: true, updatedAt: null },
    });
  });

  it("is saved by its own account in one form, audited once, and read back through GraphQL", async () => {
    const body = { gstHstNumber: "123456782 rt 0001", qstNumber: "1234567890-TQ-0001", pstNumber: "" };
    const saved = await restCall(api, "PUT", PATH, { cookie: providerCookie, body });
    expect(saved).toMatchObject({
      status: 200,
      body: { gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", pstNumber: null, smallSupplier: false },
    });
    expect(await stored()).toMatchObject({ gstHstNumber: "123456782RT0001", pstNumber: null });
    const [audit] = await audits();
    expect(audit).toMatchObject({ actorRole: "PROVIDER", targetId: String(PROVIDER) });
    expect(audit!.summary).toMatchObject({
      before: { gstHstNumber: null },
      after: { gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", pstNumber: null },
    });

    // The same again changes nothing and records nothing.
    await restCall(api, "PUT", PATH, { cookie: providerCookie, body });
    expect(await audits()).toHaveLength(1);

    const query = `query($id: ID!) { node(id: $id) { ... on Provider { taxProfile { gstHstNumber smallSupplier } } } }`;
    const id = encodeGlobalID("Provider", PROVIDER);
    const own = await api.graphql(query, { id }, { cookie: providerCookie });
    expect(own.data!.node.taxProfile).toEqual({ gstHstNumber: "123456782RT0001", smallSupplier: false });
    const theirs = await api.graphql(query, { id }, { cookie: stranger.cookie });
    expect(theirs.data!.node.taxProfile).toBeNull();
  });

  it("refuses a number that fails its check digit or its shape, in the form's words, changing nothing", async () => {
    const before = await stored();
    const mutation = `mutation($input: UpdateProviderTaxProfileInput!) { updateProviderTaxProfile(input: $input) {
      __typename ... on Error { message } ... on ValidationError { fieldErrors { path message } } } }`;
    const input = {
      providerId: String(PROVIDER),
      gstHstNumber: "123456789RT0001",
      qstNumber: "12345TQ0001",
      pstNumber: "",
    };
    const { data } = await api.graphql(mutation, { input }, { cookie: providerCookie });
    expect(data!.updateProviderTaxProfile.__typename).toBe("ValidationError");
    expect(data!.updateProviderTaxProfile.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: ["gstHstNumber"], message: GST_HST_CHECK_WORDS },
        { path: ["qstNumber"], message: QST_NUMBER_WORDS },
      ]),
    );
    const missing = await restCall(api, "PUT", PATH, { cookie: providerCookie, body: { gstHstNumber: 1 } });
    expect(missing.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("is staff's to change too (audited as staff's), and no one else's", async () => {
    const cleared = await restCall(api, "PUT", PATH, {
      cookie: adminCookie,
      body: { gstHstNumber: "", qstNumber: "", pstNumber: "" },
    });
    expect(cleared).toMatchObject({ status: 200, body: { smallSupplier: true, qstNumber: null } });
    expect((await audits()).at(-1)).toMatchObject({ actorRole: "ADMIN" });

    const before = await stored();
    const body = { gstHstNumber: "123456782RT0001", qstNumber: "", pstNumber: "" };
    expect((await restCall(api, "PUT", PATH, { cookie: stranger.cookie, body })).status).toBe(403);
    expect((await restCall(api, "PUT", PATH, { body })).status).toBe(401);
    expect((await restCall(api, "GET", PATH, { cookie: stranger.cookie })).status).toBe(403);
    expect((await restCall(api, "GET", "/api/providers/999999/tax-profile", { cookie: adminCookie })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
