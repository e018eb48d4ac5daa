// The soak's traffic: five things visitors and providers do on the SPA, each the page's own
// query or mutation with the variables the page itself builds, and how often each happens.
import { randomUUID } from "node:crypto";
import { createRandom, type Random } from "../../prisma/seed/random.ts";
import { PREFERRED_TIMES } from "../../shared/bookings/booking-time.ts";
import { SERVICE_TYPE_SLUGS } from "../../shared/service-types.ts";
import { bookingRequest, emptyBookingForm } from "../../web/src/components/BookingDialog/bookingForm.ts";
import { PRICE_CHIP_DOLLARS, RATING_CHIP } from "../../web/src/components/FilterChips/searchFilters.ts";
import { availabilityVariables } from "../../web/src/pages/Availability/availabilityVariables.ts";
import { providerGlobalId } from "../../web/src/pages/Availability/availabilityWeek.ts";
import { cityPageVariables } from "../../web/src/pages/City/cityPageVariables.ts";
import { EMPTY_SEARCH, providerSearchInput } from "../../web/src/pages/Home/homeSearch.ts";
import { sendOperation, spaOperation } from "./soak-client.ts";
import type { SoakCatalogue } from "./soak-database.ts";

/**
 * Requests per 100, and why: browsing is most of a marketplace's traffic (a visitor
 * searches, opens a city, looks at a provider or two for each booking, if any), so reads
 * are 90%. Bookings are 10%, far above a real conversion rate on purpose: at 40 requests a
 * second that is 2,400 bookings in 10 minutes, enough for growth in the tables, the
 * notification outbox and the providers' dashboards to show in the latencies. Providers
 * check their dashboard often while bookings come in: the other 10%.
 */
export const MIX = {
  search: 40,
  "city page": 20,
  "provider page": 20,
  booking: 10,
  dashboard: 10,
} as const;

export type Operation = keyof typeof MIX;
export const OPERATIONS = Object.keys(MIX) as Operation[];

/** A provider account signed in before the load, with the address its browser uses. */
export interface DashboardSession {
  providerId: number;
  cookie: string;
  address: string;
}

export interface MixPlan {
  catalogue: SoakCatalogue;
  sessions: DashboardSession[];
  seed: number;
}

/** One request of the mix: what it is, and how to send it to a server. */
export interface Step {
  operation: Operation;
  send(server: string): Promise<void>;
}

/** Distinct visitors the requests come from (each its own address in 198.18.0.0/15). */
export const VISITORS = 100_000;
/** Half the bookings go to the providers whose dashboards are read, so those books grow. */
const BOOKINGS_TO_DASHBOARD_PROVIDERS = 0.5;
const BOOKING_DAYS_AHEAD = 28;

/** Requests in MIX's proportions, chosen by a seeded generator: the same sequence every run. */
export function createMix(plan: MixPlan, stream = "soak-mix"): () => Step {
  const random = createRandom(plan.seed, stream);
  const pickCity = weightedPicker(plan.catalogue.cities, (city) => city.providers);
  const servicesOf = new Map(plan.catalogue.providers.map((provider) => [provider.id, provider.services]));
  const build: Record<Operation, (visitor: number) => (server: string) => Promise<void>> = {
    search: (visitor) => search(random, pickCity, visitor),
    "city page": (visitor) => cityPage(pickCity(random.next()).slug, visitor),
    "provider page": (visitor) => providerPage(random.pick(plan.catalogue.providers).id, visitor),
    booking: (visitor) => booking(random, plan, servicesOf, visitor),
    dashboard: () => dashboard(random.pick(plan.sessions)),
  };
  return () => {
    const operation = random.weighted(MIX);
    return { operation, send: build[operation](random.int(0, VISITORS - 1)) };
  };
}

/** 198.18.0.0/15 is set aside for benchmarks (RFC 2544): visitor n is its n-th address. */
export function visitorAddress(n: number): string {
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The home page opened on a search (a shared link, a reload): its route query. */
function search(random: Random, pickCity: (u: number) => SoakCatalogue["cities"][number], visitor: number) {
  const input = providerSearchInput({
    ...EMPTY_SEARCH,
    // One search in ten is anywhere, the rest in a city, busier cities more often.
    location: random.chance(0.9) ? pickCity(random.next()).location : "",
    service: random.chance(0.7) ? random.pick(SERVICE_TYPE_SLUGS) : "all",
    // The filter chips, each now and then.
    maxPrice: random.chance(0.2) ? PRICE_CHIP_DOLLARS : null,
    minRating: random.chance(0.2) ? RATING_CHIP : null,
    mobileOnly: random.chance(0.1),
    certifiedOnly: random.chance(0.1),
  });
  return (server: string) =>
    expectData("HomePageQuery", server, { search: input }, visitor, (data) => data.providers !== undefined);
}

function cityPage(slug: string, visitor: number) {
  return (server: string) =>
    expectData("CityPageQuery", server, cityPageVariables(slug), visitor, (data) => data.city !== null);
}

/**
 * A provider's own page, /availability-test?provider=<id>: the one screen that shows a
 * single provider, by id (name, services, price, three weeks of slots).
 */
function providerPage(providerId: number, visitor: number) {
  const variables = availabilityVariables(providerId, null, new Date());
  return (server: string) =>
    expectData("AvailabilityPageQuery", server, variables, visitor, (data) => data.provider !== null);
}

/**
 * The booking dialog's request from a visitor (visitors may book; no sign-in), with a key
 * of its own as the dialog makes one per booking. Dates are from today (UTC, which is never
 * behind a Canadian city's today) to four weeks ahead.
 */
function booking(random: Random, plan: MixPlan, servicesOf: Map<number, string[]>, visitor: number) {
  const providerId = random.chance(BOOKINGS_TO_DASHBOARD_PROVIDERS)
    ? random.pick(plan.sessions).providerId
    : random.pick(plan.catalogue.providers).id;
  const day = new Date(Date.now() + random.int(0, BOOKING_DAYS_AHEAD) * 86_400_000).toISOString().slice(0, 10);
  const input = bookingRequest(
    providerGlobalId(providerId),
    emptyBookingForm({
      serviceType: random.pick(servicesOf.get(providerId) ?? []),
      preferredDate: day,
      preferredTime: random.pick(PREFERRED_TIMES),
      serviceDetails: random.chance(0.5) ? "Two bedrooms, one bathroom." : "",
      customerName: `Soak Visitor ${visitor}`,
      customerPhone: `416-555-${String(visitor % 10_000).padStart(4, "0")}`,
      customerEmail: `visitor-${visitor}@soak.test`,
    }),
  );
  return async (server: string) => {
    const data = await sendOperation(
      server,
      spaOperation("BookingDialogMutation"),
      { input: { ...input, idempotencyKey: randomUUID() } },
      { address: visitorAddress(visitor) },
    );
    const result = data.createBooking as { __typename: string; message?: string };
    if (result.__typename !== "CreateBookingPayload") {
      throw new Error(`createBooking answered ${result.__typename}: ${result.message ?? ""}`);
    }
  };
}

/** A signed-in provider's dashboard (no providerId: the account's own), from its own browser. */
function dashboard(session: DashboardSession) {
  return async (server: string) => {
    const data = await sendOperation(
      server,
      spaOperation("ProviderDashboardPageQuery"),
      { providerId: null },
      { address: session.address, cookie: session.cookie },
    );
    if (!data.providerDashboard) throw new Error(`No dashboard for provider ${session.providerId}`);
  };
}

async function expectData(
  operation: string,
  server: string,
  variables: Record<string, unknown>,
  visitor: number,
  isExpected: (data: Record<string, unknown>) => boolean,
): Promise<void> {
  const data = await sendOperation(server, spaOperation(operation), variables, { address: visitorAddress(visitor) });
  if (!isExpected(data)) throw new Error(`${operation}: unexpected answer ${JSON.stringify(data).slice(0, 200)}`);
}

/** Picks an item with probability proportional to its weight, from a uniform number in [0, 1). */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (u: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (u) => {
    const target = u * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}
