// Requests built from the generators: one arbitrary per REST route (read from the app's own
// route table, so a new route is fuzzed without a change here) and per GraphQL root field
// (read from the schema), plus GraphQL's HTTP transport and the document shapes that cost a
// server the most (depth, aliases, fragments). Shared by the fuzz suite and bench/probe.ts.
import fc from "fast-check";
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from "graphql";
import spaDocuments from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import {
  abbreviate,
  deepJsonArray,
  deepJsonObject,
  EnumValue,
  floatValue,
  globalId,
  guestLinkToken,
  integerValue,
  type Known,
  knownForGuestChanges,
  knownForGuestDocuments,
  nodeId,
  percentEncode,
  RawJson,
  rawEscapes,
  text,
  toGraphQLLiteral,
  toJson,
  validForName,
  valueForName,
  wrongTypeValue,
} from "./generators.ts";

/** One HTTP request, as sent; prints itself briefly in a failure report (fast-check calls this). */
export class FuzzRequest {
  constructor(
    /** What was fuzzed, e.g. "REST GET /api/providers/search" or "GraphQL Query.cities": failures group by it. */
    readonly target: string,
    readonly method: string,
    /** The path and query string, percent-encoded as sent. */
    readonly url: string,
    readonly headers: Record<string, string> = {},
    readonly body?: string | Uint8Array,
    /** The contract of this answer is JSON: /api/* always, /graphql when the client asks for it. */
    readonly expectJson = true,
  ) {}

  [fc.toStringMethod](): string {
    return this.describe();
  }

  describe(max = 600): string {
    const lines = [`${this.method} ${abbreviate(this.url, max)}`];
    const headers = Object.entries(this.headers).filter(([name]) => name !== "cookie" || this.headers.cookie);
    if (headers.length) {
      lines.push(headers.map(([name, value]) => `${name}: ${abbreviate(redactCookie(name, value), 120)}`).join("; "));
    }
    if (this.body !== undefined) {
      lines.push(
        typeof this.body === "string"
          ? `body ${abbreviate(this.body, max)}`
          : `body bytes[${this.body.length}] ${Buffer.from(this.body.subarray(0, 48)).toString("hex")}`,
      );
    }
    return `[${this.target}] ${lines.join(" | ")}`;
  }
}

function redactCookie(name: string, value: string) {
  return name === "cookie" && /^sid=[A-Za-z0-9_-]{40,}$/.test(value) ? "sid=<signed-in session>" : value;
}

/** A route of the app: method and path pattern (`:id` for a parameter), as Hono lists it. */
export interface Route {
  method: string;
  path: string;
}

/** Cookie headers: none, a signed-in demo account, or a broken one. */
function cookieHeader(known: Known): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 4 },
    {
      arbitrary: known.sessions.length
        ? fc.constantFrom(...known.sessions).map((cookie) => ({ cookie }))
        : fc.constant({}),
      weight: 3,
    },
    {
      arbitrary: fc
        .constantFrom(
          "sid=",
          "sid=x",
          "sid=%00",
          "sid=%ED%A0%80",
          "sid=%zz",
          `sid=${"a".repeat(4000)}`,
          "sid=\u00ff\u00fe",
          "sid=1; sid=2",
          "sid",
          "=;;=",
          '"sid"="x"',
        )
        .map((cookie) => ({ cookie })),
      weight: 1,
    },
  );
}

/** Header values Node will send: printable Latin-1, long ones, lookalikes of URLs and addresses. */
const headerValue = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "",
      " ",
      "null",
      "a b",
      "ÿþ",
      "%00",
      "x".repeat(8_000),
      "http://evil.example",
      "http://127.0.0.1",
      "http://marketplace.test",
      "https://[::1]:99999",
      "http://a:b@c",
      "javascript:alert(1)",
      "::1, 10.0.0.1, unknown",
      "999.999.999.999",
      "same-key",
    ),
    weight: 3,
  },
  {
    arbitrary: fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
        fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
      ),
      maxLength: 40,
    }),
    weight: 2,
  },
);

/** The headers a browser, a proxy or an attacker adds: Origin, Sec-Fetch-Site, forwarding, retry keys. */
const otherHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  {
    arbitrary: fc.record(
      {
        origin: headerValue,
        "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "same-site", "x"),
        "x-forwarded-for": headerValue,
        "x-forwarded-host": headerValue,
        "idempotency-key": headerValue,
        // Partner tokens: none of these is live, so each must be a clean 401.
        authorization: fc.oneof(
          headerValue,
          fc.constantFrom(
            "Bearer",
            "Bearer ",
            "Bearer lsm_pt_",
            "Bearer lsm_pt_x",
            `Bearer lsm_pt_${"a".repeat(200)}`,
            "bearer  lsm_pt_abc ",
            "Basic dXNlcjpwYXNz",
            "Bearer %00",
          ),
        ),
        // Node's own parser refuses a malformed Host (400) before the app sees it: names only.
        host: fc.constantFrom(
          "evil.example",
          "EVIL.EXAMPLE",
          "127.0.0.1",
          "marketplace.test:80",
          "[::1]:3000",
          "localhost:99999",
          "a".repeat(300),
          "xn--bcher-kva.example",
          "_",
          "1.2.3.4.5",
        ),
        "access-control-request-method": fc.constantFrom("POST", "GET", "x"),
        // A partner page's preflight names Authorization: granted without credentials.
        "access-control-request-headers": fc.constantFrom("authorization", "Authorization, Content-Type", "x", ""),
      },
      { requiredKeys: [] },
    ),
    weight: 1,
  },
);

/** Cookie and other client headers together. */
function clientHeaders(known: Known): fc.Arbitrary<Record<string, string>> {
  return fc.tuple(cookieHeader(known), otherHeaders).map(([cookie, other]) => ({ ...other, ...cookie }));
}

// ---------------------------------------------------------------------------------------
// REST

/** The query parameters each REST route reads (graph/src/rest/*.ts); others get generic ones. */
const REST_QUERY_PARAMETERS: Record<string, string[]> = {
  "GET /api/categories": [],
  "GET /api/reviews/recent": ["limit"],
  "GET /api/providers": ["limit", "after"],
  "GET /api/providers/search": [
    "location",
    "serviceType",
    "maxDistance",
    "minRating",
    "maxPrice",
    "mobileOnly",
    "certifiedOnly",
    "q",
    "location[city]",
    "location[province]",
    "limit",
    "after",
  ],
  "POST /api/bookings": [],
  "GET /api/bookings/:id": [],
  "GET /api/guest-bookings/:token": [],
  "POST /api/guest-bookings/:token/cancel": [],
  "POST /api/guest-bookings/:token/checkout": [],
  "POST /api/guest-bookings/:token/reschedule": [],
  "POST /api/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}": [],
  "GET /api/guest-bookings/:token/reschedules": [],
  "POST /api/guest-bookings/:token/no-show": [],
  "POST /api/guest-bookings/:token/no-show/dispute": [],
  "GET /api/bookings/:id/cancellation": [],
  "POST /api/bookings/:id/review": [],
  "PATCH /api/reviews/:id": [],
  "POST /api/reviews/:id/reply": [],
  "GET /api/providers/:id/reviews": ["limit", "after", "stars", "order"],
  "GET /api/providers/:id": ["slots"],
  "POST /api/admin/providers/:id/suspend": [],
  "POST /api/admin/providers/:id/reinstate": [],
  "GET /api/providers/:id/listing": [],
  "PUT /api/providers/:id/listing": [],
  "GET /api/providers/:id/listing-changes": ["limit", "after"],
  "GET /api/admin/listing-changes": ["limit", "after"],
  "POST /api/admin/listing-changes/:id/approve": [],
  "POST /api/admin/listing-changes/:id/reject": [],
  "GET /api/provider/:id/calendar.ics": ["token"],
  "GET /api/providers/:id/calendar-feed": [],
  "POST /api/providers/:id/calendar-feed": [],
  "DELETE /api/providers/:id/calendar-feed": [],
  "GET /api/providers/:id/tax-profile": [],
  "PUT /api/providers/:id/tax-profile": [],
  "GET /api/platform-earnings": ["startDate", "endDate"],
  "GET /api/platform-earnings/tax-lines": ["startDate", "endDate"],
  "GET /api/payments/:id/receipt": ["format"],
  "GET /api/providers/:id/fee-statements/:month": ["format"],
  "GET /api/payments/:id/credit-notes/:number": ["format"],
  "GET /api/guest-bookings/:token/receipt": ["format"],
  "GET /api/guest-bookings/:token/credit-notes/:number": ["format"],
  "GET /api/bookings/:id/messages": ["before", "limit"],
  "POST /api/bookings/:id/messages": [],
  "POST /api/bookings/:id/messages/read": [],
  "POST /api/bookings/:id/reschedule": [],
  "POST /api/bookings/:id/reschedule/:proposalId/:answer{accept|decline}": [],
  "GET /api/bookings/:id/reschedules": [],
  "POST /api/bookings/:id/no-show": [],
  "POST /api/bookings/:id/no-show/dispute": [],
  "GET /api/admin/no-shows": [],
  "POST /api/admin/no-shows/:absenceId/:verdict{uphold|overturn}": [],
  "GET /api/admin/bookings/:id/messages": ["before", "limit"],
  "POST /api/reviews/:id/report": [],
  "POST /api/reviews/:id/helpful": [],
  "DELETE /api/reviews/:id/helpful": [],
  "POST /api/admin/reviews/:id/hide": [],
  "POST /api/admin/reviews/:id/restore": [],
  "GET /api/recurring-schedules": ["customerId", "limit", "after"],
  "POST /api/recurring-schedules": [],
  "POST /api/recurring-schedules/:id/price-proposals": [],
  "POST /api/recurring-schedules/:id/price-proposals/:proposalId/accept": [],
  "POST /api/recurring-schedules/:id/price-proposals/:proposalId/decline": [],
  "POST /api/quiz": [],
  "POST /api/quiz/matches": [],
  "POST /api/notifications/test": [],
  "POST /api/notifications/tokens": [],
  "DELETE /api/notifications/tokens/:token": [],
  "GET /api/notifications": ["limit", "after"],
  "POST /api/notifications/read": [],
  "GET /api/admin/audit": ["action", "actorId", "targetType", "targetId", "limit", "after"],
  "GET /api/openapi.json": [],
  "GET /api/docs": [],
  "GET /api/account/notification-preferences": [],
  "PUT /api/account/notification-preferences": [],
  "POST /api/account/password-reset": [],
  "POST /api/account/password-reset/confirm": [],
  "GET /api/account/sessions": [],
  "DELETE /api/account/sessions": [],
  "DELETE /api/account/sessions/:id": [],
  "POST /api/account/password": [],
  "POST /api/account/email": [],
  "POST /api/account/email/verify": [],
  "POST /api/account/email/verification": [],
};

/**
 * The doors that move a guest booking or report a no-show on it: their links open the guest
 * bookings set aside for them (knownForGuestChanges). A wrong link counts towards the address's
 * throttle (20, then 429 for the rest of the property), so most of their links are signed ones.
 */
const GUEST_CHANGE_ROUTES = [
  "POST /api/guest-bookings/:token/reschedule",
  "POST /api/guest-bookings/:token/reschedule/:proposalId/:answer{accept|decline}",
  "GET /api/guest-bookings/:token/reschedules",
  "POST /api/guest-bookings/:token/no-show",
  "POST /api/guest-bookings/:token/no-show/dispute",
];
const GUEST_CHANGE_FIELDS = [
  "rescheduleGuestBooking",
  "answerGuestBookingReschedule",
  "reportGuestNoShow",
  "disputeGuestNoShow",
];

/** Routes whose `:id` is a provider's: their ids are the providers discovery found, not bookings. */
const PROVIDER_ID_ROUTES = [
  "GET /api/providers/:id/tax-profile",
  "PUT /api/providers/:id/tax-profile",
  "GET /api/providers/:id/fee-statements/:month",
];

/** The receipt doors: `:id` is a settled payment's (Known.paymentIds), a link a paid guest booking's. */
const PAYMENT_ID_ROUTES = ["GET /api/payments/:id/receipt", "GET /api/payments/:id/credit-notes/:number"];
const GUEST_DOCUMENT_ROUTES = [
  "GET /api/guest-bookings/:token/receipt",
  "GET /api/guest-bookings/:token/credit-notes/:number",
];

const GENERIC_QUERY_PARAMETERS = ["id", "limit", "first", "after", "before", "q", "search", "page", "location"];

/** Whether the REST property has specific knowledge of this route (else it is fuzzed generically). */
export function isKnownRestRoute(route: Route): boolean {
  return `${route.method} ${route.path}` in REST_QUERY_PARAMETERS;
}

/** A query value as text: strings as given, numbers and objects as a client would write them. */
function queryText(value: unknown): unknown {
  if (typeof value === "string" || value instanceof RawJson) return value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && value.constructor?.name === "RawEscape")
    return value;
  return value === undefined ? "" : toJson(value);
}

function queryValue(name: string, known: Known): fc.Arbitrary<unknown> {
  const base = valueForName(name.replace(/\[.*$/, ""), known) ?? text();
  return fc.oneof(
    { arbitrary: base.map(queryText), weight: 8 },
    { arbitrary: wrongTypeValue.map(queryText), weight: 1 },
    { arbitrary: rawEscapes, weight: 1 },
  );
}

/** `name=value` pairs: the route's own parameters, repeated ones, array syntax and strangers. */
function queryString(names: string[], known: Known): fc.Arbitrary<string> {
  const all = [...new Set([...names, ...GENERIC_QUERY_PARAMETERS])];
  const pair = (name: string) =>
    queryValue(name, known).map((value) => `${percentEncode(name)}=${percentEncode(value)}`);
  const own = names.length ? fc.constantFrom(...names) : fc.constantFrom(...all);
  const name = fc.oneof(
    { arbitrary: own, weight: 6 },
    { arbitrary: fc.constantFrom(...all), weight: 1 },
    { arbitrary: own.map((n) => `${n}[]`), weight: 1 },
    { arbitrary: own.map((n) => `${n}[0]`), weight: 1 },
    { arbitrary: text(), weight: 1 },
  );
  return fc
    .array(
      name.chain((n) => pair(n)),
      { maxLength: 6 },
    )
    .chain((pairs) =>
      fc.oneof(
        { arbitrary: fc.constant(pairs.join("&")), weight: 8 },
        { arbitrary: fc.constant(`${pairs.join("&")}&`), weight: 1 },
        { arbitrary: fc.constant(pairs.join("&").replaceAll("=", "")), weight: 1 },
      ),
    );
}

/** A path parameter: ids at every edge, number-like text, raw escapes. */
function pathParameter(name: string, known: Known, ids = known.bookingIds): fc.Arbitrary<string> {
  const valid = name === "id" ? fc.constantFrom(...ids.map(String), "1") : (validForName(name, known) ?? null);
  return fc.oneof(
    { arbitrary: valid ? valid.map((value) => percentEncode(String(value))) : fc.constant("1"), weight: 3 },
    { arbitrary: integerValue.map((id) => percentEncode(id instanceof RawJson ? id.text : String(id))), weight: 4 },
    { arbitrary: text().map(percentEncode), weight: 3 },
    { arbitrary: rawEscapes.map((escape) => escape.text), weight: 1 },
    { arbitrary: fc.constantFrom("", "..", "%2e%2e", "1%2F2", "1/2", "1;2", "1?", "1#"), weight: 1 },
  );
}

/** A valid booking request for a provider that offers the service, mutated in a few fields. */
export function bookingBody(known: Known): fc.Arbitrary<unknown> {
  const fields = [
    "serviceDetails",
    "preferredDate",
    "preferredTime",
    "customerName",
    "customerPhone",
    "customerEmail",
    "specialInstructions",
  ];
  return mutatedBody(
    known,
    ["providerId", "serviceType", "address", ...fields],
    withAddress(
      known,
      validBody(known, fields, (pair) => pair),
    ),
  );
}

/**
 * Where the job is, as REST takes it: structured (a listed city or not, postal codes in and
 * out of its province), a free-form line, or none (the spec's payload).
 */
function withAddress(known: Known, body: fc.Arbitrary<Record<string, unknown>>) {
  const part = (name: string) => validForName(name, known) ?? text();
  const address = fc.oneof(
    {
      arbitrary: fc.record({
        street: part("street"),
        unit: part("unit"),
        cityId: part("cityId"),
        postalCode: part("postalCode"),
      }),
      weight: 3,
    },
    { arbitrary: fc.constantFrom<unknown>("100 Queen St W, Toronto", "", undefined), weight: 1 },
  );
  return fc.tuple(body, address).map(([valid, where]) => (where === undefined ? valid : { ...valid, address: where }));
}

/** A provider's new price per visit, `{ pricePerVisit }` in cents, mutated. */
export function priceProposalBody(known: Known): fc.Arbitrary<unknown> {
  const price = validForName("pricePerVisit", known)!;
  return mutatedBody(
    known,
    ["pricePerVisit"],
    price.map((pricePerVisit) => ({ pricePerVisit })),
  );
}

/** A valid 'Schedule Regular Cleaning' form as REST takes it, mutated in a few fields. */
export function scheduleBody(known: Known): fc.Arbitrary<unknown> {
  const fields = [
    "frequency",
    "dayOfWeek",
    "dayOfMonth",
    "preferredTime",
    "startDate",
    "estimatedPrice",
    "serviceDetails",
    "customerName",
    "customerPhone",
    "customerEmail",
    "specialInstructions",
  ];
  const recurring = ["house-cleaning", "deep-cleaning", "office-cleaning", "carpet-cleaning"];
  const body = validBody(known, fields, (pair) => ({
    providerId: pair.providerId,
    serviceType: recurring.includes(pair.serviceType) ? pair.serviceType : "office-cleaning",
  }));
  return mutatedBody(known, ["providerId", "serviceType", "address", ...fields], withAddress(known, body));
}

/**
 * A booking's new time as POST /api/bookings/{id}/reschedule takes it, mutated: one of the
 * provider's slots (the fuzz data has none, so ids of every shape), or a date and time.
 */
export function rescheduleBody(known: Known): fc.Arbitrary<unknown> {
  const timeSlotId = fc.constantFrom<unknown>(1, 2, "1", globalId("TimeSlot", 1), globalId("Booking", 1), 0, -1);
  const valid = fc.oneof(
    timeSlotId.map((id) => ({ timeSlotId: id })),
    fc
      .tuple(validForName("preferredDate", known)!, validForName("preferredTime", known)!)
      .map(([preferredDate, preferredTime]) => ({ preferredDate, preferredTime })),
  );
  return mutatedBody(known, ["timeSlotId", "preferredDate", "preferredTime"], valid);
}

/** A no-show dispute's account or staff's reasons for a decision, `{ note }`, mutated. */
export function noteBody(known: Known): fc.Arbitrary<unknown> {
  return mutatedBody(
    known,
    ["note"],
    validForName("note", known)!.map((note) => ({ note })),
  );
}

/** The quiz's answers as POST /api/quiz takes them, mutated in a few fields. */
export function quizBody(known: Known): fc.Arbitrary<unknown> {
  const fields = [
    "sessionId",
    "budget",
    "urgency",
    "location",
    "mobilePreference",
    "certificationImportance",
    "specialRequirements",
    "additionalNotes",
  ];
  const valid = fc
    .tuple(
      fc.constantFrom("house_cleaning", "car_detailing", "carpet_cleaning", "house-cleaning"),
      ...fields.map((field) => validForName(field, known) ?? fc.constant("x")),
    )
    .map(([serviceType, ...values]) => {
      const body: Record<string, unknown> = { serviceType };
      fields.forEach((field, index) => (body[field] = values[index]));
      return body;
    });
  return mutatedBody(known, ["serviceType", ...fields], valid);
}

/** A device token or the bell's ids, as the notification routes take them, mutated in a few fields. */
export function notificationBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["token", "notificationIds"];
  const valid = fc
    .tuple(...fields.map((field) => validForName(field, known)!))
    .map(([token, notificationIds]) => ({ token, notificationIds }));
  return mutatedBody(known, fields, valid);
}

/** A password change from the account page, mutated in a few fields. */
export function passwordChangeBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["currentPassword", "newPassword"];
  const valid = fc
    .tuple(...fields.map((field) => validForName(field, known)!))
    .map(([currentPassword, newPassword]) => ({ currentPassword, newPassword }));
  return mutatedBody(known, fields, valid);
}

/** A review (stars, comment, sub-scores), a provider's reply or a report's reason, mutated in a few fields. */
export function reviewBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["rating", "comment", "qualityRating", "punctualityRating", "valueRating", "reply", "reason"];
  const valid = fc
    .tuple(...fields.map((field) => validForName(field, known)!))
    .map((values) => Object.fromEntries(fields.map((field, index) => [field, values[index]])));
  return mutatedBody(known, fields, valid);
}

/** A provider's listing as its page sends it (prices in and out of range), mutated in a few fields. */
export function listingBody(known: Known): fc.Arbitrary<unknown> {
  const service = fc.record({
    serviceType: fc.constantFrom(...known.categorySlugs, "lawn-darts"),
    priceCents: fc.oneof(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: -10, max: 2_000_000 })),
  });
  const valid = fc.record(
    {
      name: fc.constantFrom("Maple Leaf Cleaning Co.", "A", "Nouvelle Entreprise Ménage"),
      businessType: fc.constantFrom(...known.categorySlugs),
      description: fc.constantFrom("Family-owned cleaners serving the whole city since 2011.", "short"),
      services: fc.array(service, { maxLength: 14 }),
      specialties: fc.array(fc.constantFrom("Eco-friendly products", "", "x".repeat(60)), { maxLength: 14 }),
      serviceRadiusKm: fc.integer({ min: -5, max: 300 }),
      isMobileService: fc.boolean(),
      replyWithinHours: fc.constantFrom(1, 4, 24, 48, 3, "4"),
      phone: fc.constantFrom("(416) 555-0123", "555"),
      email: validForName("email", known)!,
    },
    { requiredKeys: [] },
  );
  return mutatedBody(known, ["name", "businessType", "description", "services", "specialties"], valid);
}

/**
 * A provider's tax registrations as its form sends them: numbers typed loosely (spaces, dashes,
 * small letters) or empty (not registered), and bad ones (a wrong check digit or shape, too
 * long, not a string at all), mutated in a few fields.
 */
export function taxProfileBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["gstHstNumber", "qstNumber", "pstNumber"];
  const notAString = fc.constantFrom<unknown>(123456782, 0, true, null, [], ["123456782RT0001"], {
    number: "123456782RT0001",
  });
  const number = (field: string) =>
    fc.oneof(
      { arbitrary: validForName(field, known)!, weight: 12 },
      { arbitrary: valueForName(field, known)!, weight: 2 },
      { arbitrary: notAString, weight: 1 },
    );
  const valid = fc
    .tuple(...fields.map(number))
    .map((values) => Object.fromEntries(fields.map((field, index) => [field, values[index]])));
  return mutatedBody(known, fields, valid);
}

/** "Forgot password?": an address, or a link's token and a new password, mutated in a few fields. */
export function passwordResetBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["email", "token", "password"];
  const valid = fc
    .tuple(...fields.map((field) => validForName(field, known)!))
    .map(([email, token, password]) => ({ email, token, password }));
  return mutatedBody(known, fields, valid);
}

/** The account's address: a new one with the password, or a link's token, mutated in a few fields. */
export function emailChangeBody(known: Known): fc.Arbitrary<unknown> {
  const fields = ["newEmail", "currentPassword", "token"];
  const valid = fc
    .tuple(...fields.map((field) => validForName(field, known)!))
    .map(([newEmail, currentPassword, token]) => ({ newEmail, currentPassword, token }));
  return mutatedBody(known, fields, valid);
}

/**
 * Notification preference changes: kinds in REST's spelling and the enum's, staff-only and
 * security kinds (refused to most callers), the two channels and one that is not.
 */
export function preferencesBody(known: Known): fc.Arbitrary<unknown> {
  const change = fc.record({
    kind: fc.constantFrom("booking-created", "BOOKING_STATUS_CHANGED", "password-changed", "REFUND_FAILED", "nope"),
    channel: fc.constantFrom("email", "PUSH", "bell"),
    enabled: fc.oneof({ arbitrary: fc.boolean(), weight: 4 }, { arbitrary: wrongTypeValue, weight: 1 }),
  });
  const valid = fc.array(change, { maxLength: 4 }).map((changes) => ({ changes }));
  return mutatedBody(known, ["changes"], valid);
}

/** A bookable provider and service, with valid-looking values for the other fields. */
function validBody(
  known: Known,
  fields: string[],
  service: (pair: Known["bookable"][number]) => { providerId: number; serviceType: string },
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.constantFrom(...known.bookable), ...fields.map((field) => validForName(field, known) ?? fc.constant("x")))
    .map(([pair, ...values]) => {
      const body: Record<string, unknown> = { ...service(pair) };
      fields.forEach((field, index) => (body[field] = values[index]));
      return body;
    });
}

/**
 * A valid body changed in up to three fields (any value, a wrong type, removed, null, or a
 * stranger such as __proto__), each field on its own arbitrary for the correlations the
 * changes miss, a wrong type, or an array of bodies.
 */
function mutatedBody(known: Known, fields: string[], valid: fc.Arbitrary<Record<string, unknown>>) {
  const change = fc.tuple(
    fc.constantFrom(...fields, "extra", "__proto__", "constructor"),
    fc.oneof(
      { arbitrary: fc.constantFrom(...fields).chain((field) => valueForName(field, known) ?? text()), weight: 6 },
      { arbitrary: wrongTypeValue, weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: fc.constant(null), weight: 1 },
    ),
  );
  const mutated = fc.tuple(valid, fc.array(change, { maxLength: 3 })).map(([body, changes]) => {
    const copy: Record<string, unknown> = { ...body };
    for (const [field, value] of changes) {
      if (value === undefined) delete copy[field];
      else Object.defineProperty(copy, field, { value, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  });
  const loose = fc.record(
    Object.fromEntries(fields.map((field) => [field, fc.oneof(valueForName(field, known) ?? text(), wrongTypeValue)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { arbitrary: mutated, weight: 6 },
    { arbitrary: loose, weight: 2 },
    { arbitrary: wrongTypeValue, weight: 1 },
    { arbitrary: fc.array(mutated, { maxLength: 3 }), weight: 1 },
  );
}

/** A body: JSON of `value` with a content type, or a broken, empty, huge or non-UTF-8 one. */
function requestBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<{ body?: string | Uint8Array; type?: string }> {
  const json = "application/json";
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(
          value,
          fc.constantFrom(
            json,
            json,
            json,
            "application/json; charset=utf-8",
            "application/json; charset=utf-16",
            "application/json; charset=nope",
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "*/*",
            undefined,
          ),
        )
        .map(([body, type]) => ({ body: toJson(body), type })),
      weight: 10,
    },
    {
      arbitrary: fc
        .constantFrom(
          "",
          " ",
          "{",
          "}",
          "[",
          "nul",
          "undefined",
          "NaN",
          "{'a':1}",
          '{"a":1,}',
          '{"a":1}{"b":2}',
          '{"a":1} trailing',
          "\ufeff{}",
          "\u0000",
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '{"__proto__":{"polluted":true}}',
          "a=1&b=2",
          "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
        )
        .map((body) => ({ body, type: json })),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(value, fc.constantFrom(1_100_000, 3_000_000))
        .map(([body, size]) => ({ body: `${toJson(body)}${" ".repeat(size)}`, type: json })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
          Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
          Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
          Uint8Array.from([0x80, 0x81, 0x82]),
          new Uint8Array(64),
        )
        .map((body) => ({ body, type: json })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/**
 * Requests to one REST route: its own parameters and body with every kind of bad value,
 * sometimes another method, a broken path, a session or a broken cookie.
 */
export function restRequest(route: Route, anyKnown: Known): fc.Arbitrary<FuzzRequest> {
  const key = `${route.method} ${route.path}`;
  const guestChange = GUEST_CHANGE_ROUTES.includes(key);
  const guestDocument = GUEST_DOCUMENT_ROUTES.includes(key);
  const known = guestChange
    ? knownForGuestChanges(anyKnown)
    : guestDocument
      ? knownForGuestDocuments(anyKnown)
      : anyKnown;
  const names = REST_QUERY_PARAMETERS[key] ?? GENERIC_QUERY_PARAMETERS;
  const parameters = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const ids = PROVIDER_ID_ROUTES.includes(key)
    ? known.providerIds
    : PAYMENT_ID_ROUTES.includes(key)
      ? known.paymentIds
      : known.bookingIds;
  const parameter = (name: string) =>
    (guestChange || guestDocument) && name === "token"
      ? fc.oneof({ arbitrary: guestLinkToken(known), weight: 3 }, { arbitrary: pathParameter(name, known), weight: 1 })
      : pathParameter(name, known, ids);
  const path = fc.tuple(...parameters.map(parameter)).map((values) => {
    let index = 0;
    return route.path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, () => values[index++]!);
  });
  const bodyValue: fc.Arbitrary<unknown> =
    key === "POST /api/bookings"
      ? bookingBody(known)
      : key === "POST /api/recurring-schedules"
        ? scheduleBody(known)
        : key === "POST /api/recurring-schedules/:id/price-proposals"
          ? priceProposalBody(known)
          : key === "POST /api/quiz" || key === "POST /api/quiz/matches"
            ? quizBody(known)
            : key.startsWith("POST /api/notifications")
              ? notificationBody(known)
              : key === "PUT /api/account/notification-preferences"
                ? preferencesBody(known)
                : key.startsWith("POST /api/account/email")
                  ? emailChangeBody(known)
                  : key.startsWith("POST /api/account/password-reset")
                    ? passwordResetBody(known)
                    : key === "POST /api/account/password"
                      ? passwordChangeBody(known)
                      : key.includes("/review")
                        ? reviewBody(known)
                        : key === "PUT /api/providers/:id/listing"
                          ? listingBody(known)
                          : key === "POST /api/bookings/:id/reschedule" ||
                              key === "POST /api/guest-bookings/:token/reschedule"
                            ? rescheduleBody(known)
                            : key === "POST /api/bookings/:id/no-show/dispute" ||
                                key === "POST /api/guest-bookings/:token/no-show/dispute" ||
                                key.startsWith("POST /api/admin/no-shows/")
                              ? noteBody(known)
                              : key === "PUT /api/providers/:id/tax-profile"
                                ? taxProfileBody(known)
                                : fc.oneof(
                                    fc.dictionary(
                                      fc.constantFrom(...names, ...GENERIC_QUERY_PARAMETERS),
                                      fc.oneof(text(), integerValue, wrongTypeValue),
                                      { maxKeys: 5 },
                                    ),
                                    wrongTypeValue,
                                  );
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(route.method), weight: 9 },
        { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
      ),
      path: fc.oneof(
        { arbitrary: path, weight: 12 },
        { arbitrary: path.map((p) => `${p}/`), weight: 1 },
        { arbitrary: path.map((p) => p.replace("/api/", "/api//")), weight: 1 },
        { arbitrary: path.map((p) => `${p}%00`), weight: 1 },
        { arbitrary: path.map((p) => p.toUpperCase()), weight: 1 },
      ),
      query: fc.oneof({ arbitrary: queryString(names, known), weight: 9 }, { arbitrary: fc.constant(""), weight: 1 }),
      cookie: clientHeaders(known),
      accept: fc.constantFrom(undefined, "application/json", "*/*", "text/html", "x/y"),
      payload: requestBody(bodyValue),
    })
    .map(({ method, path, query, cookie, accept, payload }) => {
      const withBody = method !== "GET" && method !== "HEAD";
      const headers: Record<string, string> = { ...cookie };
      if (accept) headers.accept = accept;
      if (withBody && payload.type) headers["content-type"] = payload.type;
      return new FuzzRequest(
        `REST ${key}`,
        method,
        query ? `${path}?${query}` : path,
        headers,
        withBody ? payload.body : undefined,
        // Under /api the catch-all answers JSON too; elsewhere (a mangled /healthz) Hono's own 404 is fine.
        path.startsWith("/api/") || (path === route.path && method === route.method),
      );
    });
}

/** Paths no route serves, under /api and beside it. */
export function strayRestRequest(known: Known): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...OTHER_METHODS),
      fc.oneof(
        fc.constantFrom(
          "/api",
          "/api/",
          "/api/providers/",
          "/api/providers/1",
          "/api/providers/search/x",
          "/api/bookings",
          "/api/bookings/",
          "/api/bookings/1/2",
          "/api/categories/1",
          "/api/reviews",
          "/api/%00",
          "/api/%ED%A0%80",
          "/api/%zz",
          "/api/..%2F..%2Fetc%2Fpasswd",
          "/api/./categories",
          "/api/CATEGORIES",
          `/api/${"a".repeat(10_000)}`,
        ),
        text().map((segment) => `/api/${percentEncode(segment)}`),
      ),
      clientHeaders(known),
    )
    .map(
      ([method, path, cookie]) =>
        new FuzzRequest("REST (no such route)", method, path, cookie, undefined, path.startsWith("/api/")),
    );
}

// ---------------------------------------------------------------------------------------
// GraphQL operations from the schema

interface Argument {
  name: string;
  type: GraphQLInputType;
}

/** Any value for an input type: by the argument's name where we know it, else by its type. */
export function inputValue(type: GraphQLInputType, name: string, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { arbitrary: inputValue(type.ofType, name, known, depth), weight: 12 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
  }
  if (isListType(type)) {
    const item = inputValue(type.ofType, name, known, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 5 }), weight: 6 },
      { arbitrary: item, weight: 1 },
      {
        arbitrary: fc
          .tuple(fc.array(item, { minLength: 1, maxLength: 3 }), fc.constantFrom(100, 1_000, 10_000))
          .map(([items, count]) => {
            // Many items, but a body of a few MB at most: long items come fewer times.
            const itemSize = toJson(items).length / items.length;
            const length = Math.max(1, Math.min(count, Math.floor(3_000_000 / itemSize)));
            return Array.from({ length }, (_, index) => items[index % items.length]);
          }),
        weight: 1,
      },
      { arbitrary: wrongTypeValue, weight: 1 },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const valid = fc
      .tuple(...fields.map((field) => validInputValue(field.type, field.name, known)))
      .map((values) => Object.fromEntries(fields.map((field, index) => [field.name, values[index]])))
      .map((value) => withBookablePair(value, known));
    const change = fc.tuple(
      fc.constantFrom(...fields.map((field) => field.name), "unknownField"),
      fc.oneof(
        {
          arbitrary: fc.constantFrom(...fields).chain((field) => inputValue(field.type, field.name, known, depth + 1)),
          weight: 6,
        },
        { arbitrary: wrongTypeValue, weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      ),
    );
    const mutated = fc.tuple(valid, fc.array(change, { maxLength: 3 })).map(([value, changes]) => {
      const copy: Record<string, unknown> = { ...value };
      for (const [field, fieldValue] of changes) {
        if (fieldValue === undefined) delete copy[field];
        else copy[field] = fieldValue;
      }
      return copy;
    });
    const loose = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, field.name, known, depth + 1)])),
      { requiredKeys: [] },
    );
    return fc.oneof(
      { arbitrary: mutated, weight: 6 },
      { arbitrary: loose, weight: 3 },
      { arbitrary: wrongTypeValue, weight: 1 },
    );
  }
  const named = valueForName(name, known);
  if (named) return fc.oneof({ arbitrary: named, weight: 9 }, { arbitrary: wrongTypeValue, weight: 1 });
  if (isEnumType(type)) {
    return fc.oneof(
      fc.constantFrom(...type.getValues().map((value) => value.name), "NOPE", "confirmed").map((v) => new EnumValue(v)),
      text(),
    );
  }
  switch (type.name) {
    case "Int":
      return integerValue;
    case "Float":
      return floatValue;
    case "Boolean":
      return fc.oneof(fc.boolean(), wrongTypeValue);
    case "ID":
      return nodeId(known);
    case "DateTime":
      return fc.oneof(
        fc.constantFrom(
          "2026-11-20T15:00:00Z",
          "9999-12-31T23:59:59Z",
          "0000-01-01T00:00:00Z",
          "+275760-09-13T00:00:00Z",
        ),
        text(),
        integerValue,
      );
    default:
      return fc.oneof(text(), integerValue, wrongTypeValue);
  }
}

/** A valid-looking value of an input type, so most fields pass and the odd one out is tested. */
function validInputValue(type: GraphQLInputType, name: string, known: Known): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return validInputValue(type.ofType, name, known);
  if (isListType(type)) return fc.array(validInputValue(type.ofType, name, known), { minLength: 1, maxLength: 3 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc
      .tuple(...fields.map((field) => validInputValue(field.type, field.name, known)))
      .map((values) => Object.fromEntries(fields.map((field, index) => [field.name, values[index]])));
  }
  const valid = validForName(name, known);
  if (valid) return name === "providerId" ? valid.map(String) : valid;
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => new EnumValue(value.name)));
  if (isScalarType(type)) {
    if (type.name === "Int") return fc.integer({ min: 1, max: 50 });
    if (type.name === "Float") return fc.double({ min: 0, max: 100, noNaN: true });
    if (type.name === "Boolean") return fc.boolean();
  }
  return fc.string({ maxLength: 10 });
}

/** A booking input gets a provider together with a service it offers, or it stops at that check. */
function withBookablePair(value: Record<string, unknown>, known: Known): Record<string, unknown> {
  if (!("providerId" in value && "serviceType" in value) || !known.bookable.length) return value;
  const index = Math.abs(String(value.customerName ?? "").length + String(value.preferredDate ?? "").length);
  const pair = known.bookable[index % known.bookable.length]!;
  return { ...value, providerId: String(pair.providerId), serviceType: pair.serviceType };
}

/** Selection sets of an output type, a few levels down; unions and interfaces through fragments. */
export function selectionSet(schema: GraphQLSchema, type: GraphQLOutputType, depth = 0): fc.Arbitrary<string> {
  const named = getNamedType(type) as GraphQLNamedType;
  if (isLeafType(named)) return fc.constant("");
  if (depth >= 4) return fc.constant("{ __typename }");
  if (isObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) =>
      field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
    );
    if (!fields.length) return fc.constant("{ __typename }");
    return fc
      .subarray(fields, { minLength: 1, maxLength: Math.min(8, fields.length) })
      .chain((picked) =>
        fc.tuple(
          ...picked.map((field) => selectionSet(schema, field.type, depth + 1).map((sub) => `${field.name} ${sub}`)),
        ),
      )
      .map((parts) => `{ ${parts.join(" ")} __typename }`);
  }
  if (isInterfaceType(named) || isUnionType(named)) {
    const possible = [...schema.getPossibleTypes(named)];
    return fc
      .subarray(possible, { minLength: 0, maxLength: possible.length })
      .chain((picked) =>
        fc.tuple(
          fc.constant(""),
          ...picked.map((member) =>
            selectionSet(schema, member, depth + 1).map((sub) => `... on ${member.name} ${sub}`),
          ),
        ),
      )
      .map((parts) => `{ __typename ${parts.join(" ")} }`);
  }
  return fc.constant("{ __typename }");
}

type ArgumentMode = "omit" | "inline" | "variable";

/**
 * One operation on one root field: each argument omitted, inline or a variable, with any
 * value; a selection of the field's type; sent as a POST, signed in or not.
 */
export function operationRequest(
  schema: GraphQLSchema,
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  anyKnown: Known,
): fc.Arbitrary<FuzzRequest> {
  const known = GUEST_CHANGE_FIELDS.includes(field.name) ? knownForGuestChanges(anyKnown) : anyKnown;
  const args: Argument[] = field.args.map((arg) => ({ name: arg.name, type: arg.type }));
  const argumentArb = (arg: Argument) =>
    fc.record({
      mode: fc.oneof(
        { arbitrary: fc.constant<ArgumentMode>("variable"), weight: 4 },
        { arbitrary: fc.constant<ArgumentMode>("inline"), weight: 3 },
        { arbitrary: fc.constant<ArgumentMode>("omit"), weight: isNonNullType(arg.type) ? 1 : 3 },
      ),
      value: inputValue(arg.type, arg.name, known),
    });
  return fc
    .record({
      args: fc.tuple(...args.map(argumentArb)),
      selection: selectionSet(schema, field.type),
      cookie: clientHeaders(known),
      accept: fc.constantFrom("application/json", "application/graphql-response+json", "*/*"),
      named: fc.boolean(),
    })
    .map(({ args: values, selection, cookie, accept, named }) => {
      const definitions: string[] = [];
      const inline: string[] = [];
      const variables: Record<string, unknown> = {};
      values.forEach(({ mode, value }, index) => {
        const arg = args[index]!;
        if (mode === "omit") return;
        if (mode === "inline") {
          inline.push(`${arg.name}: ${toGraphQLLiteral(value)}`);
          return;
        }
        definitions.push(`$${arg.name}: ${String(arg.type)}`);
        inline.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = value;
      });
      const header = `${operation}${named ? " Fuzz" : ""}${definitions.length ? `(${definitions.join(", ")})` : ""}`;
      const document = `${header} { ${field.name}${inline.length ? `(${inline.join(", ")})` : ""} ${selection} }`;
      const envelope: Record<string, unknown> = { query: document, variables };
      if (named) envelope.operationName = "Fuzz";
      return new FuzzRequest(
        `GraphQL ${operation === "query" ? "Query" : "Mutation"}.${field.name}`,
        "POST",
        "/graphql",
        { "content-type": "application/json", accept, ...cookie },
        toJson(envelope),
      );
    });
}

/** Every root field of the schema: the ones the GraphQL property fuzzes one by one. */
export function rootFields(schema: GraphQLSchema) {
  const fields: { operation: "query" | "mutation"; field: GraphQLField<unknown, unknown> }[] = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
    fields.push({ operation: "query", field });
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {}))
    fields.push({ operation: "mutation", field });
  return fields;
}

// ---------------------------------------------------------------------------------------
// GraphQL over HTTP: the envelope, the method, the content types

/** Documents for transport tests: a real operation, a broken one, or none. */
function someDocument(schema: GraphQLSchema, known: Known): fc.Arbitrary<string> {
  const operations = rootFields(schema)
    .filter(({ operation }) => operation === "query")
    .map(({ field }) =>
      operationRequest(schema, "query", field, known).map(
        (request) => JSON.parse(request.body as string).query as string,
      ),
    );
  return fc.oneof(
    { arbitrary: fc.oneof(...operations), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        "{ __typename }",
        "query Fuzz { __typename }",
        "mutation { signOut { success } }",
        "subscription { __typename }",
        "{",
        "",
        "query",
        "{ nope }",
        "{ __typename \u0000 }",
        '{ city(slug: "abc) { id } }',
        "query A { __typename } query B { __typename }",
      ),
      weight: 2,
    },
    { arbitrary: text(), weight: 1 },
  );
}

const ACCEPTS = [
  undefined,
  "application/json",
  "application/graphql-response+json",
  "application/graphql-response+json, application/json;q=0.9",
  "text/event-stream",
  "multipart/mixed",
  "text/html",
  "*/*",
  "x/y",
  "application/json;q=0",
];

/** JSON is what a client asking for it gets; a browser gets GraphiQL, a stream client events. */
function expectsJson(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  if (/event-stream|multipart|text\/html|q=0(?![.\d]*[1-9])/.test(accept)) return false;
  return /json|\*\/\*/.test(accept);
}

/** A GraphQL variables/extensions/operationName value with every wrong shape. */
const envelopeValue = fc.oneof(
  { arbitrary: fc.constant<unknown>({}), weight: 2 },
  { arbitrary: wrongTypeValue, weight: 3 },
  { arbitrary: text(), weight: 2 },
  { arbitrary: fc.constant<unknown>({ persistedQuery: { version: 1, sha256Hash: "x" } }), weight: 1 },
  { arbitrary: fc.constant<unknown>({ persistedQuery: { version: "1", sha256Hash: 1 } }), weight: 1 },
);

/** GraphQL over HTTP with every envelope, method, content type and accept header. */
export function transportRequest(schema: GraphQLSchema, known: Known): fc.Arbitrary<FuzzRequest> {
  const document = someDocument(schema, known);
  const csrf = fc.constantFrom<Record<string, string>>(
    {},
    { "x-graphql-yoga-csrf": "1" },
    { "graphql-require-preflight": "1" },
  );
  const get = fc
    .record({
      query: fc.oneof(
        { arbitrary: document.map((doc) => `query=${percentEncode(doc)}`), weight: 6 },
        { arbitrary: fc.constantFrom("", "query=", "query", "query=%", "query=%00"), weight: 1 },
        { arbitrary: document.map((doc) => `query=${percentEncode(doc)}&query=${percentEncode(doc)}`), weight: 1 },
      ),
      variables: fc.option(
        fc.oneof(
          fc.constantFrom("x", "", "[]", "null", "1", "true", '"x"', '{"a":', "{}", "%7B", "%00"),
          envelopeValue.map((value) => percentEncode(toJson(value))),
        ),
      ),
      extensions: fc.option(
        fc.oneof(
          fc.constantFrom("x", "", "[]", "null", '{"a":'),
          envelopeValue.map((v) => percentEncode(toJson(v))),
        ),
      ),
      operationName: fc.option(fc.oneof(fc.constantFrom("Fuzz", "A", "Missing", ""), text().map(percentEncode))),
      accept: fc.constantFrom(...ACCEPTS),
      csrf,
      cookie: clientHeaders(known),
    })
    .map(({ query, variables, extensions, operationName, accept, csrf, cookie }) => {
      const parts = [query];
      if (variables !== null) parts.push(`variables=${variables}`);
      if (extensions !== null) parts.push(`extensions=${extensions}`);
      if (operationName !== null) parts.push(`operationName=${operationName}`);
      const headers: Record<string, string> = { ...csrf, ...cookie };
      if (accept) headers.accept = accept;
      return new FuzzRequest(
        "GraphQL transport GET",
        "GET",
        `/graphql?${parts.filter(Boolean).join("&")}`,
        headers,
        undefined,
        expectsJson(accept),
      );
    });

  const envelope = fc
    .record(
      {
        query: fc.oneof({ arbitrary: document, weight: 6 }, { arbitrary: wrongTypeValue, weight: 1 }),
        variables: envelopeValue,
        operationName: fc.oneof(fc.constantFrom<unknown>("Fuzz", "A", "Missing", "", null), text(), wrongTypeValue),
        extensions: envelopeValue,
        // The SPA's trusted documents (persisted-operations.ts): known ids, an unknown one, any shape.
        documentId: fc.oneof(
          fc.constantFrom<unknown>("0".repeat(64), ...Object.keys(spaDocuments)),
          text(),
          wrongTypeValue,
        ),
      },
      { requiredKeys: [] },
    )
    .map((value) => value as unknown);
  const postBody: fc.Arbitrary<{ body?: string | Uint8Array; type?: string }> = fc.oneof(
    { arbitrary: envelope.map((value) => ({ body: toJson(value), type: "application/json" })), weight: 6 },
    {
      arbitrary: fc
        .array(envelope, { maxLength: 3 })
        .map((value) => ({ body: toJson(value), type: "application/json" })),
      weight: 1,
    },
    { arbitrary: wrongTypeValue.map((value) => ({ body: toJson(value), type: "application/json" })), weight: 1 },
    { arbitrary: document.map((doc) => ({ body: doc, type: "application/graphql" })), weight: 1 },
    {
      arbitrary: fc.tuple(document, envelopeValue).map(([doc, variables]) => ({
        body: `query=${percentEncode(doc)}&variables=${percentEncode(toJson(variables))}`,
        type: "application/x-www-form-urlencoded",
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(document, fc.constantFrom("{}", '{"0":["variables.file"]}', "x", '{"0":["x.y.z"]}', "[]"))
        .map(([doc, map]) => ({
          body:
            `--B\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${toJson({ query: doc, variables: { file: null } })}\r\n` +
            `--B\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n` +
            `--B\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--\r\n`,
          type: "multipart/form-data; boundary=B",
        })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          envelope,
          fc.constantFrom(
            undefined,
            "text/plain",
            "application/json; charset=utf-16",
            "application/json; charset=latin1",
            "application/json; charset=nope",
            "multipart/form-data",
            "multipart/form-data; boundary=B",
            "application/graphql-response+json",
            "x/y",
          ),
        )
        .map(([value, type]) => ({ body: toJson(value), type })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom("", "{", "nul", "[", '{"query":', "\ufeff{}", '{"query":"{ __typename }"} x', "\u0000")
        .map((body) => ({ body, type: "application/json" })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
          Uint8Array.from([0x7b, 0x22, 0x71, 0x75, 0x65, 0x72, 0x79, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
          Uint8Array.from([0x80, 0x81]),
        )
        .map((body) => ({ body, type: "application/json" })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(document, fc.constantFrom(1_100_000, 3_000_000))
        .map(([doc, size]) => ({ body: toJson({ query: `${doc}\n#${"x".repeat(size)}` }), type: "application/json" })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );
  const post = fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant("POST"), weight: 12 },
        { arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"), weight: 1 },
      ),
      payload: postBody,
      accept: fc.constantFrom(...ACCEPTS),
      csrf,
      cookie: clientHeaders(known),
      query: fc.oneof(
        { arbitrary: fc.constant(""), weight: 6 },
        { arbitrary: document.map((doc) => `?query=${percentEncode(doc)}`), weight: 1 },
      ),
    })
    .map(({ method, payload, accept, csrf, cookie, query }) => {
      const headers: Record<string, string> = { ...csrf, ...cookie };
      if (accept) headers.accept = accept;
      if (payload.type) headers["content-type"] = payload.type;
      const withBody = method !== "HEAD";
      return new FuzzRequest(
        `GraphQL transport ${method === "POST" ? "POST" : "other methods"}`,
        method,
        `/graphql${query}`,
        headers,
        withBody ? payload.body : undefined,
        method === "POST" && expectsJson(accept),
      );
    });
  return fc.oneof(get, post);
}

// ---------------------------------------------------------------------------------------
// GraphQL documents that cost the most: depth, aliases, directives, fragments, size

const ALIASED = [
  "__typename",
  "categories { id slug }",
  "provinces { code cityCount }",
  "viewer { id }",
  'city(slug: "toronto-ontario") { id name }',
  "recentReviews(first: 50) { id provider { name city { name } } }",
  "cities(first: 100) { totalCount edges { node { id name } } }",
  "providers(first: 100) { edges { node { id name } } }",
  'providers(first: 20, search: { location: "Toronto, Ontario" }) { totalCount edges { distanceKm node { id } } }',
];

/** The probe's alias query: `count` aliases of a full page of providers. */
export function aliasQuery(count = 1000, field = "providers(first: 100) { edges { node { id name } } }"): string {
  return `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(" ")} }`;
}

function graphqlPost(target: string, query: string, variables?: unknown): FuzzRequest {
  const envelope: Record<string, unknown> = { query };
  if (variables !== undefined) envelope.variables = variables;
  return new FuzzRequest(
    target,
    "POST",
    "/graphql",
    { "content-type": "application/json", accept: "application/json" },
    toJson(envelope),
  );
}

const DEPTHS = [10, 100, 1_000, 5_000, 20_000];
const DEPTH_KINDS = [
  "inline fragments",
  "fields",
  "introspection",
  "list literal",
  "object literal",
  "variables",
  "selection braces",
] as const;
const ALIAS_COUNTS = [2, 100, 1_000, 5_000];
const MUTATION_ALIAS_COUNTS = [2, 20, 200];
const SHAPE_COUNTS = [10, 100, 1_000, 10_000];
const SHAPE_KINDS = [
  "directives",
  "unknown directives",
  "fragment chain",
  "fragment fan-out",
  "fragment cycle",
  "operations",
  "variables",
  "tokens",
] as const;

function deepDocument(kind: (typeof DEPTH_KINDS)[number], n: number): FuzzRequest {
  const target = `GraphQL depth: ${kind}`;
  switch (kind) {
    case "inline fragments":
      return graphqlPost(target, `{ ${"... on Query { ".repeat(n)}__typename${" }".repeat(n)} }`);
    case "fields":
      return graphqlPost(target, `{ providers { edges { node { city { ${"a { ".repeat(n)}b${" }".repeat(n)} } } } } }`);
    case "introspection":
      return graphqlPost(target, `{ __schema { types { ${"ofType { ".repeat(n)}name${" }".repeat(n)} } } }`);
    case "list literal":
      return graphqlPost(target, `{ cities(tiers: ${"[".repeat(n)}1${"]".repeat(n)}) { totalCount } }`);
    case "object literal":
      return graphqlPost(target, `{ providers(search: ${"{location: ".repeat(n)}"x"${"}".repeat(n)}) { totalCount } }`);
    case "variables":
      return graphqlPost(
        target,
        "query ($s: ProviderSearchInput, $t: [Int!]) { providers(search: $s) { totalCount } cities(tiers: $t) { totalCount } }",
        { s: deepJsonObject(n), t: deepJsonArray(n) },
      );
    case "selection braces":
      return graphqlPost(target, `${"{".repeat(n)}${"}".repeat(n)}`);
  }
}

function mutationAliases(field: "signOut" | "signIn" | "createBooking", count: number, known: Known): FuzzRequest {
  const pair = known.bookable[0] ?? { providerId: 1, serviceType: "house-cleaning" };
  const one = (index: number) =>
    field === "signOut"
      ? `a${index}: signOut { success }`
      : field === "signIn"
        ? `a${index}: signIn(input: { email: "fuzz${index}@example.ca", password: "wrong-password" }) { __typename }`
        : `a${index}: createBooking(input: { providerId: "${pair.providerId}", serviceType: "${pair.serviceType}", ` +
          `preferredDate: "9999-12-31", preferredTime: "09:00", customerName: "A", customerPhone: "1", ` +
          `customerEmail: "a@b.c", address: { street: "1 A St", cityId: 1, postalCode: "M5H 2N2" } }) { __typename }`;
  return graphqlPost(
    "GraphQL many mutation aliases",
    `mutation { ${Array.from({ length: count }, (_, i) => one(i)).join(" ")} }`,
  );
}

function manyOf(kind: (typeof SHAPE_KINDS)[number], n: number): FuzzRequest {
  const target = `GraphQL many ${kind}`;
  switch (kind) {
    case "directives":
      return graphqlPost(target, `{ __typename${" @include(if: true)".repeat(n)} }`);
    case "unknown directives":
      return graphqlPost(target, `{ __typename${" @fuzz".repeat(n)} }`);
    case "fragment chain": {
      const fragments = Array.from({ length: n }, (_, i) => `fragment F${i + 1} on Query { ...F${i} }`);
      return graphqlPost(target, `{ ...F${n} } fragment F0 on Query { __typename } ${fragments.join(" ")}`);
    }
    case "fragment fan-out": {
      const levels = Math.min(n, 40);
      const fragments = Array.from(
        { length: levels },
        (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} categories { id } }`,
      );
      return graphqlPost(target, `{ ...F${levels} } fragment F0 on Query { __typename } ${fragments.join(" ")}`);
    }
    case "fragment cycle":
      return graphqlPost(target, `{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }`);
    case "operations":
      return graphqlPost(target, Array.from({ length: n }, (_, i) => `query Q${i} { __typename }`).join(" "));
    case "variables":
      return graphqlPost(
        target,
        `query (${Array.from({ length: n }, (_, i) => `$v${i}: Int`).join(", ")}) { __typename }`,
        Object.fromEntries(Array.from({ length: Math.min(n, 100) }, (_, i) => [`v${i}`, i])),
      );
    case "tokens":
      return graphqlPost(target, `{ ${"__typename ".repeat(n * 10)}}`);
  }
}

/**
 * Every document shape that costs a server the most, at every size: nested thousands
 * deep, thousands of aliases (of each kind of root field), directives, fragments,
 * operations, variables, tokens, and documents of hundreds of kilobytes. Few enough
 * (about 150) to send them all, which the suite and the probe do.
 */
export function heavyDocuments(known: Known): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const kind of DEPTH_KINDS) for (const n of DEPTHS) requests.push(deepDocument(kind, n));
  for (const field of ALIASED)
    for (const count of ALIAS_COUNTS) {
      // A thousand full pages of providers is the probe's own timed query; here a hundred at most.
      if (field.startsWith("providers") && count > 100) continue;
      requests.push(graphqlPost("GraphQL many aliases", aliasQuery(count, field)));
    }
  for (const field of ["signOut", "signIn", "createBooking"] as const)
    for (const count of MUTATION_ALIAS_COUNTS) requests.push(mutationAliases(field, count, known));
  for (const kind of SHAPE_KINDS) for (const n of SHAPE_COUNTS) requests.push(manyOf(kind, n));
  for (const query of [
    `{ ${"a".repeat(100_000)} }`,
    `# ${"x".repeat(500_000)}\n{ __typename }`,
    `\ufeff{ __typename }`,
    `{ __typename }${" ".repeat(500_000)}`,
    `{ nodes(ids: [${Array.from({ length: 10_000 }, () => `"${known.providerGlobalIds[0] ?? "UHJvdmlkZXI6MQ=="}"`).join(",")}]) { id } }`,
    `{ cities(search: ${JSON.stringify("\u0000".repeat(100_000))}) { totalCount } }`,
    `{ cities(search: """${"a".repeat(100_000)}""") { totalCount } }`,
  ])
    requests.push(graphqlPost("GraphQL large document", query));
  return requests;
}

// ---------------------------------------------------------------------------------------
// The probe's findings, as fixed requests: they run on every seed.

/** The inputs the outside probe found, each sent as the probe sent it. */
export function probeFindings(known: Known): FuzzRequest[] {
  const pair = known.bookable[0] ?? { providerId: 1, serviceType: "house-cleaning" };
  const booking = {
    providerId: pair.providerId,
    serviceType: pair.serviceType,
    preferredDate: "2099-06-15",
    preferredTime: "09:00",
    customerName: "Jordan Lee",
    customerPhone: "416-555-0100",
    customerEmail: "jordan@example.ca",
  };
  const post = (path: string, body: unknown) =>
    new FuzzRequest("probe finding", "POST", path, { "content-type": "application/json" }, toJson(body));
  const get = (path: string) => new FuzzRequest("probe finding", "GET", path);
  const gql = (query: string, variables?: unknown) =>
    new FuzzRequest(
      "probe finding",
      "POST",
      "/graphql",
      { "content-type": "application/json", accept: "application/json" },
      toJson(variables === undefined ? { query } : { query, variables }),
    );
  const cursor = (plain: string) => Buffer.from(plain).toString("base64url");
  const examples: FuzzRequest[] = [];
  for (const field of Object.keys(booking)) {
    examples.push(post("/api/bookings", { ...booking, [field]: "a\u0000b" }));
    examples.push(post("/api/bookings", { ...booking, [field]: "\ud800" }));
    examples.push(post("/api/bookings", { ...booking, [field]: "x".repeat(100_000) }));
  }
  examples.push(post("/api/bookings", { ...booking, serviceDetails: "\u0000", specialInstructions: "\u0001\u001f" }));
  for (const id of [2147483648, -1, 1.5, new RawJson("9007199254740993"), new RawJson("1e400"), 0])
    examples.push(post("/api/bookings", { ...booking, providerId: id }));
  for (const id of ["2147483648", "1e3", "NaN", "99999999999999999999", " 1 ", "-1"])
    examples.push(post("/api/bookings", { ...booking, providerId: id }));
  for (const date of ["9999-12-31", "0000-01-01", "2026-02-30", "+275760-09-13"])
    examples.push(post("/api/bookings", { ...booking, preferredDate: date }));
  for (const time of ["25:00", "09:60", "13:00 PM", ""])
    examples.push(post("/api/bookings", { ...booking, preferredTime: time }));
  for (const body of [[], null, "x", 1, { ...booking, customerName: ["a"] }, { ...booking, customerName: { a: 1 } }])
    examples.push(post("/api/bookings", body));
  for (const id of ["2147483648", "-1", "1e3", "1.5", "9007199254740993", "%00", "NaN"])
    examples.push(
      new FuzzRequest(
        "probe finding",
        "GET",
        `/api/bookings/${id}`,
        known.sessions[0] ? { cookie: known.sessions[0] } : {},
      ),
    );

  const cursors = [
    "ps1:[null,5,2147483648]",
    "ps1:[null,5,-2147483649]",
    "ps1:[12.5,5,2147483648]",
    "ps1:[null,5,1e400]",
    "ps1:[null,1e308,1]",
    "GPC:N:2147483648",
    "GPC:N:-2147483649",
    "garbage",
  ];
  for (const plain of cursors) {
    examples.push(get(`/api/providers?after=${cursor(plain)}`));
    examples.push(get(`/api/providers/search?location=Toronto%2C%20Ontario&after=${cursor(plain)}`));
    examples.push(get(`/api/providers/search?after=${cursor(plain)}`));
    examples.push(gql(`{ providers(after: ${JSON.stringify(cursor(plain))}) { edges { node { id } } } }`));
    examples.push(gql(`{ providers(last: 5, before: ${JSON.stringify(cursor(plain))}) { edges { node { id } } } }`));
    examples.push(
      gql(`{ cities(after: ${JSON.stringify(Buffer.from(plain).toString("base64"))}) { edges { node { id } } } }`),
    );
    examples.push(
      gql(
        `{ cities(before: ${JSON.stringify(Buffer.from(plain).toString("base64"))}, last: 3) { edges { node { id } } } }`,
      ),
    );
  }
  for (const text of ["\u0000", "a\u0000", "\ud800", "\u0001", "%", "_", "\\", "x".repeat(100_000)]) {
    examples.push(gql("query ($s: String) { cities(search: $s) { totalCount edges { node { id } } } }", { s: text }));
    examples.push(gql("query ($s: String) { cities(province: $s) { totalCount edges { node { id } } } }", { s: text }));
    examples.push(gql("query ($s: String!) { city(slug: $s) { id } }", { s: text }));
    examples.push(
      gql("query ($s: ProviderSearchInput) { providers(search: $s) { totalCount } }", { s: { location: text } }),
    );
    examples.push(
      gql("query ($s: ProviderSearchInput) { providers(search: $s) { totalCount } }", { s: { serviceType: text } }),
    );
    examples.push(
      gql("query ($s: ProviderSearchInput) { providers(search: $s) { totalCount } }", {
        s: { location: JSON.stringify({ city: text, province: "ON" }) },
      }),
    );
    examples.push(get(`/api/providers/search?location=${percentEncode(text)}`));
    examples.push(get(`/api/providers/search?serviceType=${percentEncode(text)}`));
    examples.push(get(`/api/providers/search?location[city]=${percentEncode(text)}&location[province]=ON`));
    examples.push(get(`/api/providers/search?location[city]=Toronto&location[province]=${percentEncode(text)}`));
    examples.push(
      get(`/api/providers/search?location=${percentEncode(JSON.stringify({ city: "Toronto", province: text }))}`),
    );
    examples.push(
      gql("mutation ($i: SignInInput!) { signIn(input: $i) { __typename } }", {
        i: { email: `a${text}@b.c`, password: text },
      }),
    );
  }
  for (const id of ["2147483648", "9007199254740993", "-1"])
    for (const type of ["Provider", "City", "Booking", "User", "Review", "Category", "Nope"])
      examples.push(gql(`{ node(id: ${JSON.stringify(Buffer.from(`${type}:${id}`).toString("base64"))}) { id } }`));
  examples.push(
    gql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: Array(5_000).fill(known.providerGlobalIds[0] ?? "x"),
    }),
  );
  examples.push(gql(`{ node(id: "garbage") { id } }`));
  examples.push(gql(`{ providers(first: 2147483647) { totalCount } }`));
  examples.push(gql(`{ cities(first: 2147483647) { totalCount } }`));
  examples.push(gql(`{ recentReviews(first: 2147483647) { id } }`));
  examples.push(gql(`{ cities(tier: 2147483647, tiers: [2147483647, -2147483648]) { totalCount } }`));
  examples.push(
    gql(`query ($s: ProviderSearchInput) { providers(search: $s) { totalCount } }`, { s: { maxPrice: 2147483647 } }),
  );
  examples.push(
    gql(`query ($s: ProviderSearchInput) { providers(search: $s) { totalCount } }`, {
      s: { maxDistance: 1e308, location: "Toronto" },
    }),
  );
  for (const q of [
    "/graphql?query=%7B__typename%7D&variables=x",
    "/graphql?query=%7B__typename%7D&extensions=x",
    "/graphql?query=%7B__typename%7D&operationName=Nope",
    "/graphql?query=%7B__typename%7D&operationName=%00",
    "/graphql?variables=%7B%7D",
    "/graphql?query=",
    "/graphql?query=%7B__typename%7D&variables=%5B%5D",
    "/graphql?query=%7B__typename%7D&variables=null",
  ])
    examples.push(new FuzzRequest("probe finding", "GET", q, { accept: "application/json" }));
  examples.push(gql(`{ ${"... on Query { ".repeat(5_000)}__typename${" }".repeat(5_000)} }`));
  examples.push(gql(aliasQuery(2_000, "__typename")));
  examples.push(
    new FuzzRequest(
      "probe finding",
      "POST",
      "/api/bookings",
      { "content-type": "application/json" },
      `${toJson(booking)}${" ".repeat(3_000_000)}`,
    ),
  );
  examples.push(
    new FuzzRequest(
      "probe finding",
      "POST",
      "/graphql",
      { "content-type": "application/json" },
      toJson({ query: `{ __typename }#${"x".repeat(3_000_000)}` }),
    ),
  );
  examples.push(new FuzzRequest("probe finding", "POST", "/api/bookings", { "content-type": "text/plain" }, "{"));
  examples.push(new FuzzRequest("probe finding", "POST", "/api/bookings", {}, ""));
  examples.push(new FuzzRequest("probe finding", "POST", "/graphql", { "content-type": "application/json" }, ""));
  examples.push(new FuzzRequest("probe finding", "POST", "/graphql", { "content-type": "application/json" }, "{"));
  examples.push(
    new FuzzRequest("probe finding", "POST", "/graphql", { "content-type": "application/json" }, toJson({ query: 1 })),
  );
  examples.push(
    new FuzzRequest(
      "probe finding",
      "POST",
      "/graphql",
      { "content-type": "application/json" },
      toJson({ query: "{ __typename }", variables: "x" }),
    ),
  );
  examples.push(get(`/api/reviews/recent?limit=2147483648`));
  examples.push(get(`/api/reviews/recent?limit=1e3`));
  examples.push(get(`/api/providers?limit=1e400`));
  examples.push(get(`/api/providers/search?maxDistance=1e400&location=Toronto`));
  examples.push(get(`/api/providers/search?maxPrice=99999999999999999999&minRating=NaN`));
  examples.push(get(`/api/providers/search?location=${"a".repeat(100_000)}`));
  return examples;
}
