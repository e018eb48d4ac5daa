// The authorization matrix's rows for a provider's private calendar feed: its address is
// managed by provider A's account and staff (staff's changes audited); the feed itself opens
// for whoever holds the current address, partners too, as a calendar app subscribes to it.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { calendarFeedPath } from "../../src/services/calendars/provider-feed.ts";
import {
  EVERYONE,
  graphql,
  type MatrixCase,
  notProviderA,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
} from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

/** Provider A's feed turned on (a new address): its version. */
async function feedOn(world: World): Promise<number> {
  const [row] = await world.prisma.$queryRaw<{ version: number }[]>`
    UPDATE "Provider" SET "calendarFeedVersion" = COALESCE("calendarFeedVersion", 0) + 1
    WHERE "id" = ${world.ids.providerA} RETURNING "calendarFeedVersion" AS "version"`;
  return row!.version;
}

const feedIs = (on: boolean) => async (world: World) => {
  const { calendarFeedVersion } = await world.prisma.provider.findUniqueOrThrow({ where: { id: world.ids.providerA } });
  if ((calendarFeedVersion !== null) !== on) throw new Error(`provider A's feed is ${on ? "off" : "on"}`);
};

const MANAGE_NOTE = "provider A's calendar feed address: provider A's account and staff (staff's changes audited)";
const providerInput = (world: World) => ({
  input: { providerId: encodeGlobalID("Provider", String(world.ids.providerA)) },
});

export const CALENDAR_CASES: MatrixCase[] = [
  {
    operation: "GET /api/provider/:id/calendar.ics",
    access: "public",
    note: "the feed's address is the credential: whoever holds the current one reads it, as calendar apps do",
    allow: EVERYONE,
    prepare: feedOn,
    call: (world, caller, version) =>
      rest(world, caller.headers, "GET", calendarFeedPath(world.ids.providerA, version!)),
  },
  {
    operation: "GET /api/providers/:id/calendar-feed",
    access: "restricted",
    note: MANAGE_NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/providers/${world.ids.providerA}/calendar-feed`),
  },
  {
    operation: "POST /api/providers/:id/calendar-feed",
    access: "restricted",
    note: MANAGE_NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) =>
      rest(world, caller.headers, "POST", `/api/providers/${world.ids.providerA}/calendar-feed`, {}),
    afterAllowed: feedIs(true),
  },
  {
    operation: "DELETE /api/providers/:id/calendar-feed",
    access: "restricted",
    note: MANAGE_NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    prepare: feedOn,
    call: (world, caller) =>
      rest(world, caller.headers, "DELETE", `/api/providers/${world.ids.providerA}/calendar-feed`),
    afterAllowed: feedIs(false),
  },
  {
    operation: "Mutation.resetCalendarFeed",
    access: "restricted",
    note: MANAGE_NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "resetCalendarFeed",
        `mutation($input: CalendarFeedInput!) { resetCalendarFeed(input: $input) { ${PAYLOAD("CalendarFeedPayload")} } }`,
        providerInput(world),
      ),
    afterAllowed: feedIs(true),
  },
  {
    operation: "Mutation.turnOffCalendarFeed",
    access: "restricted",
    note: MANAGE_NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    prepare: feedOn,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "turnOffCalendarFeed",
        `mutation($input: CalendarFeedInput!) { turnOffCalendarFeed(input: $input) { ${PAYLOAD("CalendarFeedPayload")} } }`,
        providerInput(world),
      ),
    afterAllowed: feedIs(false),
  },
];
