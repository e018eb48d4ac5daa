// The authorization matrix: for every GraphQL root field and every /api route, who may
// call it, and one real call aimed at records owned by "customer" or "provider A".
// graph/test/api/authorization-matrix.test.ts checks the table covers the live schema and
// router, then makes every call as every caller.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { DEFAULT_AVAILABILITY_WINDOW } from "../../../shared/availability/slots.ts";
import { NOT_A_CUSTOMER_MESSAGE } from "../../src/services/onboarding/register-business.ts";
import {
  bookingOfSomeoneElse,
  CUSTOMERS_AND_VISITORS,
  EVERYONE,
  EVERYONE_BUT_PARTNERS,
  graphql,
  type MatrixCase,
  PAYLOAD,
  notProviderA,
  PROVIDER_A_AND_STAFF,
  readNode,
  rest,
  SIGNED_IN,
  STAFF,
  type Target,
} from "./authorization-calls.ts";
import { CANCELLATION_CASES } from "./authorization-cases-cancellation.ts";
import { CONTACT_CASES } from "./authorization-cases-contact.ts";
import { REGISTRATION_STATUS_CASES } from "./authorization-cases-registration.ts";
import { GUEST_BOOKING_CASES } from "./authorization-cases-guest-bookings.ts";
import { GUEST_CHANGE_CASES } from "./authorization-cases-guest-changes.ts";
import { ACCOUNT_DATA_CASES } from "./authorization-cases-account-data.ts";
import { EMAIL_CASES } from "./authorization-cases-email.ts";
import { PASSWORD_RESET_CASES } from "./authorization-cases-password-reset.ts";
import { SESSION_CASES } from "./authorization-cases-sessions.ts";
import { MATCHING_CASES } from "./authorization-cases-matching.ts";
import { NOTIFICATION_CASES, NOTIFICATION_NODE_READS } from "./authorization-cases-notifications.ts";
import { PREFERENCE_CASES } from "./authorization-cases-preferences.ts";
import { LISTING_CASES } from "./authorization-cases-listing.ts";
import { CALENDAR_CASES } from "./authorization-cases-calendars.ts";
import { TAX_PROFILE_CASES } from "./authorization-cases-tax-profile.ts";
import { RECEIPT_CASES } from "./authorization-cases-receipts.ts";
import { MESSAGE_CASES } from "./authorization-cases-messages.ts";
import { RESCHEDULE_CASES } from "./authorization-cases-reschedules.ts";
import { NO_SHOW_CASES } from "./authorization-cases-no-shows.ts";
import { OPENAPI_CASES } from "./authorization-cases-openapi.ts";
import { PROFILE_CASES, providerStatusIs, SUSPENSION_CASES } from "./authorization-cases-profile.ts";
import { REVIEW_CASES } from "./authorization-cases-reviews.ts";
import { SAVED_CASES } from "./authorization-cases-saved.ts";
import { TWO_FACTOR_CASES } from "./authorization-cases-two-factor.ts";
import { PAYMENT_CASES, PAYMENT_NODE_READ } from "./authorization-cases-payments.ts";
import { SCHEDULE_CASES, SCHEDULE_NODE_READ } from "./authorization-cases-schedules.ts";
import { type Caller, type CallerName, DOOR_ACCOUNT, freeDate, type World } from "./authorization-world.ts";
import { TEST_SERVICE_ADDRESS } from "./service-address.ts";

// ---------------------------------------------------------------------------------------
// Inputs

/** A booking request without a date and time, as booking a slot sends it (the slot has them). */
function slotBookingRequest(world: World) {
  return {
    serviceType: "house-cleaning",
    serviceDetails: "Two-bedroom condo",
    customerName: "Casey Matrix",
    customerPhone: "416-555-0100",
    customerEmail: `booker-${world.next()}@matrix.test`,
    specialInstructions: "Buzzer 12",
  };
}

function bookingRequest(world: World) {
  return { ...slotBookingRequest(world), preferredDate: "2026-11-25", preferredTime: "1:00 PM" };
}

/** Provider A's week that holds TEST_NOW (Sunday 2026-11-22 to Saturday 2026-11-28). */
const AVAILABILITY_WEEK = { start: "2026-11-22", end: "2026-11-28" } as const;

function registrationForm(world: World) {
  const n = world.next();
  return {
    businessName: `Door Detailing ${n}`,
    ownerName: "Avery Tremblay",
    email: `door-registration-${n}@matrix.test`,
    phone: "416 555 0142",
    address: "120 King St W",
    city: "Toronto",
    province: "ON",
    postalCode: "M5H 1J9",
    businessType: "car-detailing",
    description: "Hand wash and full interior detailing at your door.",
    services: ["Interior Detail", "Mobile Wash"],
    isMobile: true,
    isInsured: true,
    yearsInBusiness: 6,
    password: "a long unusual passphrase",
  };
}

// ---------------------------------------------------------------------------------------
// Checks after an allowed call

const registrationApproved = async (world: World, id: Target) => {
  const registration = await world.prisma.businessRegistration.findUniqueOrThrow({ where: { id } });
  if (registration.status !== "APPROVED" || registration.providerId === null) {
    throw new Error(`registration ${id} was not approved`);
  }
  // Approval makes the registrant (customer) the new provider's account; customer must
  // stay a customer for the calls after this one.
  await world.prisma.user.update({
    where: { id: world.ids.customer },
    data: { role: "CUSTOMER", providerId: null },
  });
};

const tokenRevoked = async (world: World, id: Target) => {
  const token = await world.prisma.partnerToken.findUniqueOrThrow({ where: { id } });
  if (!token.revokedAt) throw new Error(`token ${id} was not revoked`);
};

const bookingStarted = async (world: World, id: Target) => {
  const booking = await world.prisma.booking.findUniqueOrThrow({ where: { id } });
  if (booking.status !== "IN_PROGRESS") throw new Error(`booking ${id} is ${booking.status}, not IN_PROGRESS`);
};

/** The default window, 09:00–17:00 at 120 minutes, is four slots (14:00Z to 22:00Z in Toronto's winter). */
const availabilityAdded = async (world: World, day: Target) => {
  const date = freeDate(day!);
  const slots = await world.prisma.timeSlot.count({
    where: {
      providerId: world.ids.providerA,
      status: "AVAILABLE",
      startsAt: { gte: new Date(`${date}T00:00:00Z`), lt: new Date(`${freeDate(day! + 1)}T00:00:00Z`) },
    },
  });
  if (slots !== 4) throw new Error(`${date} has ${slots} available slots of provider A's, not 4`);
};

const slotBooked = async (world: World, id: Target) => {
  const slot = await world.prisma.timeSlot.findUniqueOrThrow({ where: { id }, include: { booking: true } });
  if (slot.status !== "BOOKED" || slot.booking === null) throw new Error(`slot ${id} is ${slot.status}, unbooked`);
};

// ---------------------------------------------------------------------------------------
// The table

const NOT_A_CUSTOMER = { message: NOT_A_CUSTOMER_MESSAGE } as const;
const NOT_A_CUSTOMER_REST = { status: 403, message: NOT_A_CUSTOMER_MESSAGE } as const;

/** The customer who booked may cancel a confirmed booking, but not start it. */
const NOT_THE_PROVIDER_MESSAGE = "Only the provider can start or complete a booking.";

const PUBLIC_QUERIES: MatrixCase[] = [
  ["cities", `{ cities(first: 2) { totalCount edges { node { id name } } } }`],
  ["city", `{ city(slug: "toronto-ontario") { id name } }`],
  ["provinces", `{ provinces { code cityCount } }`],
  ["categories", `{ categories { slug priceRange } }`],
  [
    "cleaningFinder",
    `{ cleaningFinder(first: 2, criteria: { location: "Toronto", propertyType: "house", cleaningType: "regular", budget: "standard" }) { totalCount edges { node { databaseId name } } } }`,
  ],
  [
    "providers",
    `{ providers(first: 2, search: { location: "Toronto" }) { totalCount edges { node { databaseId name } } } }`,
  ],
  ["recentReviews", `{ recentReviews(first: 2) { rating comment } }`],
  ["marketplaceFigures", `{ marketplaceFigures { cities verifiedProviders completedJobs averageRating } }`],
  ["viewer", `{ viewer { email role } }`],
  [
    "availability",
    `{ availability(providerId: "1", start: "${AVAILABILITY_WEEK.start}", end: "${AVAILABILITY_WEEK.end}") {
      timeZone slots { databaseId state } } }`,
  ],
  [
    "viewerAvailability",
    `{ viewerAvailability(start: "${AVAILABILITY_WEEK.start}", end: "${AVAILABILITY_WEEK.end}") {
      timeZone slots { databaseId state } } }`,
  ],
].map(([field, document]): MatrixCase => ({
  operation: `Query.${field}`,
  access: "public",
  note:
    field === "viewer"
      ? "the caller's own account, or null (a partner gets null)"
      : field === "availability"
        ? "marketplace data: provider A's slots for a week"
        : field === "viewerAvailability"
          ? "the caller's own provider's slots for a week, or null (anyone without a provider)"
          : "marketplace data",
  allow: EVERYONE,
  call: (world, caller) => graphql(world, caller.headers, field!, document!),
}));

/** node(id:) and nodes(ids:) are public fields; what they answer depends on the record. */
function nodeReads(): MatrixCase[] {
  const targets: [string, CallerName[] | readonly CallerName[], (world: World) => string][] = [
    ["an approved provider (A)", EVERYONE, (world) => encodeGlobalID("Provider", world.ids.providerA)],
    [
      "customer's booking with provider A",
      ["customer", "provider", "admin"],
      (world) => encodeGlobalID("Booking", world.ids.booking),
    ],
    [
      "customer's pending registration",
      ["customer", "admin"],
      (world) => encodeGlobalID("BusinessRegistration", world.ids.registration),
    ],
    ["customer's account", ["customer", "admin"], (world) => encodeGlobalID("User", world.ids.customer)],
    ["a provider awaiting approval", STAFF, (world) => encodeGlobalID("Provider", world.ids.pendingProvider)],
    ["the partner's token record", STAFF, (world) => encodeGlobalID("PartnerToken", world.ids.partnerToken)],
    ["an audit entry", STAFF, (world) => encodeGlobalID("AuditEntry", world.ids.auditEntry)],
    ["a slot of provider A's", EVERYONE, (world) => encodeGlobalID("TimeSlot", world.ids.timeSlot)],
    ["a slot of a provider awaiting approval", STAFF, (world) => encodeGlobalID("TimeSlot", world.ids.pendingTimeSlot)],
    PAYMENT_NODE_READ,
    SCHEDULE_NODE_READ,
    ...NOTIFICATION_NODE_READS,
  ];
  return (["node", "nodes"] as const).flatMap((field) =>
    targets.map(([label, allow, id]) => ({
      operation: `Query.${field}`,
      label,
      access: "public" as const,
      note: "public field; each record's read rule answers null to whoever may not read it",
      nodeRead: true,
      allow,
      call: (world: World, caller: Caller) => readNode(world, caller, field, id(world)),
    })),
  );
}

const STAFF_QUERIES: MatrixCase[] = [
  ["registrations", `{ registrations(first: 5) { edges { node { databaseId status } } } }`],
  ["pendingProviders", `{ pendingProviders(first: 5) { edges { node { databaseId status } } } }`],
  ["partnerTokens", `{ partnerTokens { databaseId prefix } }`],
  ["auditEntries", `{ auditEntries(first: 5) { edges { node { databaseId action targetType } } } }`],
].map(([field, document]): MatrixCase => ({
  operation: `Query.${field}`,
  access: "restricted",
  note: "staff only",
  allow: STAFF,
  call: (world, caller) => graphql(world, caller.headers, field!, document!),
}));

const DOOR_MUTATIONS: MatrixCase[] = [
  {
    operation: "Mutation.signIn",
    access: "door",
    note: "public door: anyone may sign in (here to another account); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "signIn",
        `mutation($input: SignInInput!) { signIn(input: $input) { ${PAYLOAD("SignInPayload")} } }`,
        { input: DOOR_ACCOUNT },
      ),
  },
  {
    operation: "Mutation.signUp",
    access: "door",
    note: "public door: creates a customer account and signs it in; a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "signUp",
        `mutation($input: SignUpInput!) { signUp(input: $input) { ${PAYLOAD("SignInPayload")} } }`,
        {
          input: {
            email: `sign-up-${world.next()}@matrix.test`,
            name: "New Person",
            password: "correct horse battery",
          },
        },
      ),
  },
  {
    operation: "Mutation.signOut",
    access: "door",
    note: "public door: ends the caller's own session (a fresh one here); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: async (world, caller) =>
      graphql(
        world,
        await world.freshHeaders(caller),
        "signOut",
        `
          mutation {
            signOut {
              success
            }
          }
        `,
      ),
  },
  {
    operation: "Mutation.createBooking",
    access: "door",
    note: "public door: visitors book (with provider A here); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "createBooking",
        `mutation($input: CreateBookingInput!) { createBooking(input: $input) { ${PAYLOAD("CreateBookingPayload")} } }`,
        {
          input: {
            ...bookingRequest(world),
            address: TEST_SERVICE_ADDRESS,
            providerId: encodeGlobalID("Provider", world.ids.providerA),
            idempotencyKey: `matrix-booking-${world.next()}`,
          },
        },
      ),
  },
  {
    operation: "Mutation.bookTimeSlot",
    access: "door",
    note: "public door: visitors book a slot (a fresh one of provider A's each call); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: (world) => world.freshTimeSlot(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "bookTimeSlot",
        `mutation($input: BookTimeSlotInput!) { bookTimeSlot(input: $input) { ${PAYLOAD("CreateBookingPayload")} } }`,
        {
          input: {
            ...slotBookingRequest(world),
            address: TEST_SERVICE_ADDRESS,
            timeSlotId: encodeGlobalID("TimeSlot", id!),
            idempotencyKey: `matrix-slot-booking-${world.next()}`,
          },
        },
      ),
    afterAllowed: slotBooked,
  },
  {
    operation: "Mutation.registerBusiness",
    access: "door",
    note: "public door for visitors and customers; provider and staff accounts are refused by the service",
    allow: CUSTOMERS_AND_VISITORS,
    deniedWith: { provider: NOT_A_CUSTOMER, otherProvider: NOT_A_CUSTOMER, admin: NOT_A_CUSTOMER },
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "registerBusiness",
        `mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) { ${PAYLOAD("RegisterBusinessPayload")} } }`,
        { input: { ...registrationForm(world), idempotencyKey: `matrix-registration-${world.next()}` } },
      ),
  },
];

const STAFF_MUTATIONS: MatrixCase[] = [
  {
    operation: "Mutation.reviewRegistration",
    access: "restricted",
    note: "staff only; aimed at a fresh pending registration of customer's (even its owner may not decide it)",
    allow: STAFF,
    prepare: (world) => world.freshRegistration(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "reviewRegistration",
        `mutation($input: ReviewRegistrationInput!) { reviewRegistration(input: $input) { ${PAYLOAD("ReviewRegistrationPayload")} } }`,
        {
          input: {
            registrationId: encodeGlobalID("BusinessRegistration", id!),
            status: "APPROVED",
            notes: "Looks good",
          },
        },
      ),
    afterAllowed: registrationApproved,
  },
  {
    operation: "Mutation.approveProvider",
    access: "restricted",
    note: "staff only; a fresh pending provider each call",
    allow: STAFF,
    prepare: (world) => world.freshPendingProvider(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "approveProvider",
        `mutation($input: ApproveProviderInput!) { approveProvider(input: $input) { ${PAYLOAD("ProviderDecisionPayload")} } }`,
        { input: { providerId: encodeGlobalID("Provider", id!), approvedBy: "Sam" } },
      ),
    afterAllowed: providerStatusIs("ACTIVE"),
  },
  {
    operation: "Mutation.rejectProvider",
    access: "restricted",
    note: "staff only; a fresh pending provider each call",
    allow: STAFF,
    prepare: (world) => world.freshPendingProvider(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "rejectProvider",
        `mutation($input: RejectProviderInput!) { rejectProvider(input: $input) { ${PAYLOAD("ProviderDecisionPayload")} } }`,
        { input: { providerId: String(id), reason: "Incomplete insurance papers" } },
      ),
    afterAllowed: providerStatusIs("REJECTED"),
  },
  {
    operation: "Mutation.issuePartnerToken",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "issuePartnerToken",
        `mutation($input: IssuePartnerTokenInput!) { issuePartnerToken(input: $input) { ${PAYLOAD("IssuePartnerTokenPayload", "token")} } }`,
        { input: { name: `Issued in the matrix ${world.next()}` } },
      ),
  },
  {
    operation: "Mutation.revokePartnerToken",
    access: "restricted",
    note: "staff only; a fresh token each call",
    allow: STAFF,
    prepare: (world) => world.freshPartnerToken(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "revokePartnerToken",
        `mutation($input: RevokePartnerTokenInput!) { revokePartnerToken(input: $input) { ${PAYLOAD("RevokePartnerTokenPayload")} } }`,
        { input: { partnerTokenId: encodeGlobalID("PartnerToken", id!) } },
      ),
    afterAllowed: tokenRevoked,
  },
];

/** Provider A's workspace: its dashboard, its bookings' status and its availability. */
const PROVIDER_A_FIELDS: MatrixCase[] = [
  {
    operation: "Query.providerDashboard",
    access: "restricted",
    note: "provider A's dashboard: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "providerDashboard",
        `
          query ($providerId: ID) {
            providerDashboard(providerId: $providerId) {
              today
              stats {
                totalBookings
                thisMonthEarnings
              }
              bookingsToday {
                databaseId
              }
              upcomingBookings(first: 2) {
                edges {
                  node {
                    databaseId
                  }
                }
              }
              recentlyCompleted {
                databaseId
              }
            }
          }
        `,
        { providerId: encodeGlobalID("Provider", world.ids.providerA) },
      ),
  },
  {
    operation: "Mutation.updateBookingStatus",
    access: "restricted",
    note: "starting a fresh confirmed booking of customer's with provider A: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: { customer: { message: NOT_THE_PROVIDER_MESSAGE }, ...bookingOfSomeoneElse(false) },
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "updateBookingStatus",
        `mutation($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) {
          ${PAYLOAD("UpdateBookingStatusPayload", "booking { status }")} } }`,
        { input: { bookingId: encodeGlobalID("Booking", id!), status: "IN_PROGRESS" } },
      ),
    afterAllowed: bookingStarted,
  },
  {
    operation: "Mutation.addAvailability",
    access: "restricted",
    note: "provider A's availability on a fresh day: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    prepare: async (world) => world.freshDay(),
    call: (world, caller, day) =>
      graphql(
        world,
        caller.headers,
        "addAvailability",
        `mutation($input: AddAvailabilityInput!) { addAvailability(input: $input) {
          ${PAYLOAD("AddAvailabilityPayload", "slots { databaseId }")} } }`,
        {
          input: {
            providerId: encodeGlobalID("Provider", world.ids.providerA),
            date: freeDate(day!),
            ...DEFAULT_AVAILABILITY_WINDOW,
          },
        },
      ),
    afterAllowed: availabilityAdded,
  },
];

const PUBLIC_ROUTES: MatrixCase[] = [
  ["GET /api/categories", "/api/categories"],
  ["GET /api/reviews/recent", "/api/reviews/recent?limit=2"],
  ["GET /api/providers", "/api/providers?limit=2"],
  ["GET /api/providers/search", "/api/providers/search?location=Toronto&limit=2"],
  [
    "GET /api/providers/:id/availability",
    `/api/providers/1/availability?start=${AVAILABILITY_WEEK.start}&end=${AVAILABILITY_WEEK.end}`,
  ],
  ["GET /healthz", "/healthz"],
  ["GET /readyz", "/readyz"],
].map(([operation, path]): MatrixCase => ({
  operation: operation!,
  access: "public",
  note:
    operation === "GET /healthz"
      ? "the process is alive"
      : operation === "GET /readyz"
        ? "the load balancer's check: the process can serve"
        : operation === "GET /api/providers/:id/availability"
          ? "marketplace data: provider A's slots for a week"
          : "marketplace data",
  allow: EVERYONE,
  call: (world, caller) => rest(world, caller.headers, "GET", path!),
}));

const ROUTES: MatrixCase[] = [
  {
    operation: "POST /api/bookings",
    access: "door",
    note: "public door: visitors book (with provider A here); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      rest(
        world,
        caller.headers,
        "POST",
        "/api/bookings",
        { ...bookingRequest(world), providerId: world.ids.providerA },
        { "idempotency-key": `matrix-rest-booking-${world.next()}` },
      ),
  },
  {
    operation: "GET /api/bookings/:id",
    access: "restricted",
    note: "customer's booking with provider A: its customer, provider A and staff",
    allow: ["customer", "provider", "admin"],
    deniedWith: bookingOfSomeoneElse(true),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/bookings/${world.ids.booking}`),
  },
  {
    operation: "GET /api/bookings",
    access: "restricted",
    note: "the caller's own bookings: any signed-in account",
    allow: SIGNED_IN,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/bookings?limit=5"),
  },
  {
    operation: "PATCH /api/bookings/:id/status",
    access: "restricted",
    note: "starting a fresh confirmed booking of customer's with provider A: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: { customer: { status: 403, message: NOT_THE_PROVIDER_MESSAGE }, ...bookingOfSomeoneElse(true) },
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "PATCH", `/api/bookings/${id}/status`, { status: "in-progress" }),
    afterAllowed: bookingStarted,
  },
  {
    operation: "GET /api/provider/:id/stats",
    access: "restricted",
    note: "provider A's stats: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) => rest(world, caller.headers, "GET", `/api/provider/${world.ids.providerA}/stats`),
  },
  {
    operation: "GET /api/provider/:id/bookings",
    access: "restricted",
    note: "provider A's bookings: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) =>
      rest(world, caller.headers, "GET", `/api/provider/${world.ids.providerA}/bookings?view=all&limit=5`),
  },
  {
    operation: "POST /api/providers/:id/availability",
    access: "restricted",
    note: "provider A's availability on a fresh day: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    prepare: async (world) => world.freshDay(),
    call: (world, caller, day) =>
      rest(world, caller.headers, "POST", `/api/providers/${world.ids.providerA}/availability`, {
        date: freeDate(day!),
        startTime: DEFAULT_AVAILABILITY_WINDOW.startTime,
        endTime: DEFAULT_AVAILABILITY_WINDOW.endTime,
        duration: DEFAULT_AVAILABILITY_WINDOW.durationMinutes,
      }),
    afterAllowed: availabilityAdded,
  },
  {
    operation: "POST /api/time-slots/:id/book",
    access: "door",
    note: "public door: visitors book a slot (a fresh one of provider A's each call); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: (world) => world.freshTimeSlot(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/time-slots/${id}/book`, slotBookingRequest(world), {
        "idempotency-key": `matrix-rest-slot-booking-${world.next()}`,
      }),
    afterAllowed: slotBooked,
  },
  {
    operation: "POST /api/business-registration",
    access: "door",
    note: "public door for visitors and customers; provider and staff accounts are refused by the service",
    allow: CUSTOMERS_AND_VISITORS,
    deniedWith: { provider: NOT_A_CUSTOMER_REST, otherProvider: NOT_A_CUSTOMER_REST, admin: NOT_A_CUSTOMER_REST },
    call: (world, caller) =>
      rest(world, caller.headers, "POST", "/api/business-registration", registrationForm(world), {
        "idempotency-key": `matrix-rest-registration-${world.next()}`,
      }),
  },
  {
    operation: "GET /api/admin/registrations",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/admin/registrations?limit=5"),
  },
  {
    operation: "GET /api/admin/audit",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/admin/audit?limit=5&action=provider.approve"),
  },
  {
    operation: "PUT /api/admin/registrations/:id",
    access: "restricted",
    note: "staff only; a fresh pending registration of customer's each call",
    allow: STAFF,
    prepare: (world) => world.freshRegistration(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "PUT", `/api/admin/registrations/${id}`, { status: "approved", notes: "Fine" }),
    afterAllowed: registrationApproved,
  },
  {
    operation: "GET /api/admin/providers/pending",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/admin/providers/pending?limit=5"),
  },
  {
    operation: "POST /api/admin/providers/:id/approve",
    access: "restricted",
    note: "staff only; a fresh pending provider each call",
    allow: STAFF,
    prepare: (world) => world.freshPendingProvider(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/admin/providers/${id}/approve`, { approvedBy: "Sam" }),
    afterAllowed: providerStatusIs("ACTIVE"),
  },
  {
    operation: "POST /api/admin/providers/:id/reject",
    access: "restricted",
    note: "staff only; a fresh pending provider each call",
    allow: STAFF,
    prepare: (world) => world.freshPendingProvider(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", `/api/admin/providers/${id}/reject`, { reason: "Incomplete papers" }),
    afterAllowed: providerStatusIs("REJECTED"),
  },
];

export const MATRIX: readonly MatrixCase[] = [
  ...PUBLIC_QUERIES,
  ...nodeReads(),
  ...STAFF_QUERIES,
  ...DOOR_MUTATIONS,
  ...STAFF_MUTATIONS,
  ...PROVIDER_A_FIELDS,
  ...PAYMENT_CASES,
  ...SCHEDULE_CASES,
  ...MATCHING_CASES,
  ...NOTIFICATION_CASES,
  ...PREFERENCE_CASES,
  ...SAVED_CASES,
  ...TWO_FACTOR_CASES,
  ...ACCOUNT_DATA_CASES,
  ...EMAIL_CASES,
  ...PASSWORD_RESET_CASES,
  ...SESSION_CASES,
  ...CONTACT_CASES,
  ...REGISTRATION_STATUS_CASES,
  ...GUEST_BOOKING_CASES,
  ...GUEST_CHANGE_CASES,
  ...CANCELLATION_CASES,
  ...REVIEW_CASES,
  ...PROFILE_CASES,
  ...SUSPENSION_CASES,
  ...LISTING_CASES,
  ...CALENDAR_CASES,
  ...TAX_PROFILE_CASES,
  ...RECEIPT_CASES,
  ...MESSAGE_CASES,
  ...RESCHEDULE_CASES,
  ...NO_SHOW_CASES,
  ...OPENAPI_CASES,
  ...PUBLIC_ROUTES,
  ...ROUTES,
];

/**
 * Routes that are not operations of their own: the GraphQL endpoint, whose operations
 * are the Query and Mutation rows above.
 */
export const GRAPHQL_ENDPOINT_ROUTES = ["GET /graphql", "POST /graphql", "OPTIONS /graphql"] as const;
