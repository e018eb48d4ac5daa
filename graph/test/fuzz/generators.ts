// The values the fuzz suite and bench/probe.ts send: every class of bad input the outside
// probe found, mixed with valid-looking values so the resolvers and services
// actually run past their first check. Pure fast-check arbitraries; no server, no vitest.
import fc from "fast-check";
import { guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { TEST_STAFF_CODE } from "../support/app.ts";

/**
 * What a running server already holds: real ids, slugs, cursors and signed-in sessions,
 * read by discover() in harness.ts, so generated requests reach deep code paths too.
 */
export interface Known {
  providerIds: number[];
  providerGlobalIds: string[];
  providerCursors: string[];
  /** Cursors of a located search (distance set), from /api/providers/search's Link header. */
  locatedCursors: string[];
  cityGlobalIds: string[];
  cityIds: number[];
  citySlugs: string[];
  cityNames: string[];
  cityCursors: string[];
  provinces: string[];
  categorySlugs: string[];
  categoryGlobalIds: string[];
  reviewGlobalIds: string[];
  bookingIds: number[];
  /**
   * Guest bookings set aside for the doors that move a guest booking or report a no-show on
   * it (one movable, one with its provider's proposed move waiting, one begun, one its provider
   * reported the guest absent on): only those doors' links open them (knownForGuestChanges), so
   * the cancel door does not end them first. Empty when none were set aside (a server probed
   * from outside): those doors then use bookingIds' links like the other guest doors.
   */
  guestChangeBookingIds: number[];
  /**
   * For the receipt doors: settled payments (their `:id`s), the guest bookings they paid for
   * (whose links open them) and the numbers of their credit notes. Set aside by fuzz-app.ts;
   * empty when none were (a server probed from outside).
   */
  paymentIds: number[];
  paidGuestBookingIds: number[];
  creditNoteNumbers: number[];
  bookingGlobalIds: string[];
  userGlobalIds: string[];
  /** A provider and one service it offers, so a booking can get past the provider check. */
  bookable: { providerId: number; serviceType: string }[];
  /** Cookie headers of signed-in demo accounts. */
  sessions: string[];
  /** Today's date on the server's clock (YYYY-MM-DD). */
  today: string;
}

/** Values that fit when discovery found nothing (a server without demo data). */
export const FALLBACK_KNOWN: Known = {
  providerIds: [1, 2, 3],
  providerGlobalIds: [globalId("Provider", 1)],
  providerCursors: [],
  locatedCursors: [],
  cityGlobalIds: [globalId("City", 1)],
  cityIds: [1, 2],
  citySlugs: ["toronto-ontario", "montreal-quebec"],
  cityNames: ["Toronto, Ontario", "Montréal, Quebec"],
  cityCursors: [],
  provinces: ["ON", "Ontario", "QC", "Québec"],
  categorySlugs: ["house-cleaning", "car-detailing", "handyman"],
  categoryGlobalIds: [globalId("Category", 1)],
  reviewGlobalIds: [globalId("Review", 1)],
  bookingIds: [1],
  guestChangeBookingIds: [],
  paymentIds: [],
  paidGuestBookingIds: [],
  creditNoteNumbers: [],
  bookingGlobalIds: [globalId("Booking", 1)],
  userGlobalIds: [globalId("User", 1)],
  bookable: [{ providerId: 1, serviceType: "house-cleaning" }],
  sessions: [],
  today: "2026-11-20",
};

export function globalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`).toString("base64");
}

/** A JSON (or GraphQL literal) token sent as is: numbers JSON.stringify cannot write, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `raw(${abbreviate(this.text)})`;
  }
}

/** An enum value: a bare name in a GraphQL literal, a string in JSON. */
export class EnumValue {
  constructor(readonly name: string) {}
  [fc.toStringMethod](): string {
    return `enum(${this.name})`;
  }
}

/** Marks a REST query value as already percent-encoded (malformed escapes, overlong UTF-8). */
export class RawEscape {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `escaped(${abbreviate(this.text)})`;
  }
}

/**
 * Long strings in failure messages: runs of a repeated unit written as `«unit ×count»`
 * (a document nested 5,000 deep stays readable), then cut to `max` characters.
 */
export function abbreviate(text: string, max = 160): string {
  const runs = text.replace(/([^]{1,16}?)\1{15,}/g, (run, unit: string) => `«${unit} ×${run.length / unit.length}»`);
  const quoted = JSON.stringify(runs);
  return quoted.length <= max ? quoted : `${quoted.slice(0, max)}…(${text.length} chars)`;
}

// ---------------------------------------------------------------------------------------
// Text

/** Characters that have broken, or could break, a layer: the database, a LIKE, a parser, a log. */
export const NASTY_CHARS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u00ad",
  "\u200b",
  "\u200d",
  "\u202e",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "😀",
  "👩‍👩‍👧",
  "e\u0301",
  "ß",
  "İ",
  "ı",
  "ﬀ",
  "Ⅻ",
  "٣",
  "é",
  "Œ",
  "中",
  "%",
  "_",
  "\\",
  "'",
  '"',
  "`",
  "*",
  "?",
  "[",
  "]",
  "{",
  "}",
  "$",
  ";",
  ",",
  "-",
  "--",
  "/*",
  "<",
  ">",
  "&",
  "#",
  "+",
  "=",
  "/",
  ":",
  "@",
  " ",
];

const nastyChar = fc.constantFrom(...NASTY_CHARS);

/** One UTF-16 code unit of the surrogate range, unpaired. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Short strings of any code points, with the nasty ones far more likely than chance. */
export const mixedText = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 3 },
    { arbitrary: nastyChar, weight: 3 },
    { arbitrary: controlChar, weight: 1 },
    { arbitrary: loneSurrogate, weight: 1 },
    { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 1 },
    { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }), weight: 1 },
  ),
  maxLength: 24,
});

/** Very long strings: past every column's limit, and past the body cap at the top. */
export const longText = fc
  .tuple(
    fc.constantFrom("a", "\u0000", "é", "😀", "\ud800", "%", " ", "ab", "\u0000a", "9"),
    fc.constantFrom(101, 256, 2_001, 10_000, 100_000),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Text that reads as a number to a lax parser: ids, limits, prices. */
export const numberLikeText = fc.oneof(
  fc.constantFrom(
    "0",
    "1",
    "-1",
    "2147483647",
    "2147483648",
    "-2147483649",
    "4294967296",
    "9007199254740991",
    "9007199254740993",
    "99999999999999999999999999",
    "1e3",
    "1E400",
    "-1e400",
    "1.5",
    "0.0001",
    "-0",
    "+5",
    " 7 ",
    "07",
    "0x10",
    "0b11",
    "1_000",
    "NaN",
    "-NaN",
    "Infinity",
    "-Infinity",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "٣",
    "１２",
    "1\u0000",
    "",
    " ",
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A valid-looking value with a nasty character spliced in: past the first checks, then trouble. */
function spliced(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.oneof(nastyChar, controlChar, loneSurrogate), fc.nat())
    .map(([text, bad, at]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1)));
}

/** Any text, leaning on valid values of the field's kind when one is given. */
export function text(valid?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const nasty = [
    { arbitrary: mixedText, weight: 3 },
    { arbitrary: longText, weight: 1 },
    { arbitrary: numberLikeText, weight: 1 },
    { arbitrary: nastyChar, weight: 1 },
  ];
  if (!valid) return fc.oneof(...nasty);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: spliced(valid), weight: 3 }, ...nasty);
}

// ---------------------------------------------------------------------------------------
// Numbers and ids

/** Integers every 32-bit column, JavaScript number and parser has an edge at. */
export const EDGE_INTEGERS = [
  0,
  1,
  2,
  3,
  -1,
  20,
  50,
  99,
  100,
  101,
  1000,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e300,
  -1e300,
  Number.MAX_VALUE,
];

/** Numbers that are not what an integer field expects, as JSON can carry them. */
export const rawNumbers = fc.constantFrom(
  new RawJson("1e400"),
  new RawJson("-1e400"),
  new RawJson("99999999999999999999999999999"),
  new RawJson("-0"),
  new RawJson("1E2"),
  new RawJson("1.0"),
  new RawJson("2147483648.0"),
  new RawJson("1e-400"),
);

/** An integer-ish value: edges, any int, floats, exponents, and numbers beyond 2^53. */
export const integerValue: fc.Arbitrary<number | RawJson> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_INTEGERS), weight: 4 },
  { arbitrary: fc.integer({ min: -5, max: 120 }), weight: 3 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.constantFrom(0.5, 1.5, -0.5, 2.5e-10, 2147483647.5), weight: 1 },
  { arbitrary: rawNumbers, weight: 1 },
);

/** A float field's values: the same, plus ordinary ratings and distances. */
export const floatValue: fc.Arbitrary<number | RawJson> = fc.oneof(
  { arbitrary: fc.constantFrom(0, 0.5, 1, 4.5, 5, 5.01, 25, 50, 1000, 1001, -1, 1e-300), weight: 3 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 2 },
  { arbitrary: integerValue, weight: 2 },
);

/** A page size: mostly ordinary, sometimes huge or negative. */
export const pageSizeValue: fc.Arbitrary<number | RawJson> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 3 },
  { arbitrary: integerValue, weight: 2 },
);

// ---------------------------------------------------------------------------------------
// Ids, node ids and cursors

const typeNames = fc.constantFrom(
  "Provider",
  "City",
  "Category",
  "Review",
  "Booking",
  "User",
  "TimeSlot",
  "Query",
  "Mutation",
  "PageInfo",
  "Province",
  "ProviderEdge",
  "Error",
  "Foo",
  "",
  "provider",
  "__proto__",
  "constructor",
  "Provider ",
);

/** What follows the colon in a node id: ints at every edge, number-like text, nasty text. */
const idPart = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_INTEGERS).map(String), weight: 3 },
  { arbitrary: numberLikeText, weight: 2 },
  { arbitrary: mixedText, weight: 1 },
  { arbitrary: fc.constant("1:2"), weight: 1 },
);

/** Relay global ids: real ones, of unknown types, huge or garbage, encoded or not. */
export function nodeId(known: Known): fc.Arbitrary<string> {
  const real = [
    ...known.providerGlobalIds,
    ...known.cityGlobalIds,
    ...known.categoryGlobalIds,
    ...known.reviewGlobalIds,
    ...known.bookingGlobalIds,
    ...known.userGlobalIds,
  ];
  const made = fc.tuple(typeNames, idPart).map(([type, id]) => `${type}:${id}`);
  return fc.oneof(
    { arbitrary: real.length ? fc.constantFrom(...real) : fc.constant(globalId("Provider", 1)), weight: 3 },
    { arbitrary: made.map((plain) => Buffer.from(plain).toString("base64")), weight: 4 },
    { arbitrary: made.map((plain) => Buffer.from(plain).toString("base64url")), weight: 1 },
    { arbitrary: made, weight: 1 },
    { arbitrary: fc.base64String({ maxLength: 40 }), weight: 1 },
    { arbitrary: text(), weight: 1 },
  );
}

/** A provider id as the booking doors take it: numbers, digits, global ids, anything. */
export function providerIdValue(known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known.providerIds), weight: 3 },
    { arbitrary: integerValue, weight: 3 },
    { arbitrary: integerValue.map((id) => (id instanceof RawJson ? id.text : String(id))), weight: 2 },
    { arbitrary: nodeId(known), weight: 2 },
    { arbitrary: numberLikeText, weight: 1 },
  );
}

/** Search cursors (`ps1:[distance, rating, id]`) with every part out of range or of the wrong type. */
const searchCursorText = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constant(null), floatValue, fc.constantFrom<unknown>("5", [], {}, true)),
      fc.oneof(floatValue, fc.constantFrom<unknown>(null, "5", [], true)),
      fc.oneof(integerValue, fc.constantFrom<unknown>(null, "1", "2147483648", [], {}, 1.5)),
    )
    .map((parts) => `ps1:${toJson(parts)}`),
  fc.constantFrom(
    "ps1:[null,5,2147483648]",
    "ps1:[null,5,-2147483649]",
    "ps1:[null,5,9007199254740993]",
    "ps1:[null,5,1e400]",
    "ps1:[1e400,5,1]",
    "ps1:[null,1e400,1]",
    "ps1:[5.5,5,2147483648]",
    "ps1:[-1,-1,-1]",
    "ps1:[null,5,1,4]",
    "ps1:[null,5]",
    "ps1:{}",
    "ps1:",
    "ps1:[",
    "ps1:null",
    "ps2:[null,5,1]",
    "PS1:[null,5,1]",
  ),
  mixedText.map((tail) => `ps1:${tail}`),
);

/** Pothos' prisma connection cursors (`GPC:<kind>:<value>`) and its offset cursors. */
const pothosCursorText = fc.oneof(
  fc
    .tuple(fc.constantFrom("N", "S", "J", "D", "B", "X", ""), fc.oneof(idPart, text()))
    .map(([k, v]) => `GPC:${k}:${v}`),
  fc.constantFrom(
    "GPC:N:2147483648",
    "GPC:N:-2147483649",
    "GPC:N:9007199254740993",
    "GPC:N:1e400",
    "GPC:N:NaN",
    "GPC:N:",
    "GPC:S:\u0000",
    'GPC:J:{"id":2147483648}',
    'GPC:J:{"id":"\\u0000"}',
    "GPC:J:[",
    'GPC:J:{"__proto__":1}',
    "GPC:D:9999-99-99",
    "GPC:",
    "OffsetConnection:2147483648",
    "OffsetConnection:-1",
    "arrayconnection:5",
  ),
);

/** Page cursors: real ones, tampered ones, base64 garbage and raw text. */
export function cursor(known: Known): fc.Arbitrary<string> {
  const real = [...known.providerCursors, ...known.locatedCursors, ...known.cityCursors];
  const encoded = (arb: fc.Arbitrary<string>) =>
    fc.oneof(
      { arbitrary: arb.map((plain) => Buffer.from(plain).toString("base64url")), weight: 3 },
      { arbitrary: arb.map((plain) => Buffer.from(plain).toString("base64")), weight: 2 },
      { arbitrary: arb, weight: 1 },
    );
  return fc.oneof(
    { arbitrary: real.length ? fc.constantFrom(...real) : fc.constant(""), weight: 2 },
    {
      arbitrary: real.length
        ? fc.tuple(fc.constantFrom(...real), nastyChar).map(([cursor, bad]) => cursor + bad)
        : mixedText,
      weight: 1,
    },
    { arbitrary: encoded(searchCursorText), weight: 4 },
    { arbitrary: encoded(pothosCursorText), weight: 3 },
    { arbitrary: fc.base64String({ maxLength: 64 }), weight: 1 },
    { arbitrary: text(), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------
// Dates and times

/** Calendar dates: past, far future, impossible, badly written, and ordinary. */
export function dateText(known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: fc.constantFrom(
        "9999-12-31",
        "0000-01-01",
        "0001-01-01",
        "2026-02-30",
        "2026-02-29",
        "2028-02-29",
        "2026-13-01",
        "2026-00-10",
        "2026-04-31",
        "1970-01-01",
        "1969-12-31",
        "2099-06-15",
        "-0001-01-01",
        "+275760-09-13",
        "275760-09-13",
        "10000-01-01",
        "2026-1-1",
        "2026/11/21",
        "21/11/2026",
        "20261121",
        "2026-11-21T00:00:00Z",
        "2026-11-21T23:59:59-12:00",
        "2026-11-21 ",
        " 2026-11-21",
        "2026-11-21\u0000",
        "today",
        "tomorrow",
        "",
      ),
      weight: 4,
    },
    { arbitrary: fc.constant(known.today), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(
          ([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
        ),
      weight: 3,
    },
    { arbitrary: text(), weight: 1 },
  );
}

/** Times of day: the offered ones, other spellings, and impossible ones. */
export const timeText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "09:00",
      "11:00",
      "13:00",
      "15:00",
      "17:00",
      "9:00 AM",
      "9 am",
      "1:00 PM",
      "1 pm",
      "5:00 p.m.",
      "00:00",
      "12:00 AM",
      "12:00 PM",
      "13:00 PM",
      "0:00 AM",
      "24:00",
      "25:00",
      "09:60",
      "9",
      "09:00:00",
      "09:00:01",
      "99999999999999999999:00",
      "noon",
      "",
      "09:00\u0000",
    ),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: -1, max: 100 }), fc.integer({ min: -1, max: 100 }), fc.constantFrom("", " am", " PM"))
      .map(([h, m, suffix]) => `${h}:${String(m).padStart(2, "0")}${suffix}`),
    weight: 2,
  },
  { arbitrary: text(), weight: 1 },
);

// ---------------------------------------------------------------------------------------
// Wrong JSON types

/** A JSON array nested `depth` levels deep, written out (no recursion to build or print it). */
export function deepJsonArray(depth: number): RawJson {
  return new RawJson("[".repeat(depth) + "]".repeat(depth));
}

/** A JSON object nested `depth` levels deep. */
export function deepJsonObject(depth: number): RawJson {
  return new RawJson('{"a":'.repeat(depth) + "1" + "}".repeat(depth));
}

/** What a field should never get: arrays, objects, null, booleans, deep nesting. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      [],
      {},
      [1, "a"],
      [null],
      ["Toronto"],
      { city: "Toronto" },
      JSON.parse('{"__proto__":{"a":1}}'),
      { toString: "x" },
      "",
    ),
    weight: 4,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: fc.constantFrom(10, 1_000, 100_000).map(deepJsonArray), weight: 1 },
  { arbitrary: fc.constantFrom(10, 1_000, 100_000).map(deepJsonObject), weight: 1 },
);

// ---------------------------------------------------------------------------------------
// Field kinds: valid-looking values by what a field is called

/**
 * A provider's tax registration numbers: valid ones as a provider may type them, and bad ones
 * (a business number one digit off its check digit, the wrong letters or length, over the
 * field's 40 characters, digits that are not ASCII ones, letters that upper-case to more letters).
 */
export const TAX_NUMBERS = {
  gstHstNumber: {
    valid: [
      "123456782 RT 0001",
      "123456782RT0001",
      "123456782-rt-0001",
      "000000000 RT 0000",
      "123456782\u00a0RT\u00a00002",
      " 1 2 3 4 5 6 7 8 2 R T 0 0 0 3 ",
      "",
    ],
    bad: [
      "   ",
      "123456789RT0001",
      "123456782RP0001",
      "123456782",
      "123456782RT00011",
      "１２３４５６７８２RT0001",
      ` ${"1 2 3 4 5 6 7 8 2 R T 0 0 0 1".padEnd(40)}`,
      "123456782RT0001".repeat(3),
      "123456782RT0001\u0000",
    ],
  },
  qstNumber: {
    valid: ["1234567890 TQ 0001", "1234567890TQ0001", "1234567890-tq-0002", ""],
    bad: ["123456789TQ0001", "1234567890RT0001", "1234567890TQ00011", "x".repeat(41), "1234567890 TQ ０００１"],
  },
  pstNumber: {
    valid: ["PST-1234-5678", "pst 1234 5678", "R123-4567-8", "A".repeat(20), "ﬀ".repeat(10), ""],
    bad: ["AB", "A".repeat(21), "ß".repeat(11), "x".repeat(41), "PST#1234", "PST\u00001234"],
  },
} as const;

/** Valid-looking values for a field or argument, by its name (REST parameters and GraphQL arguments alike). */
export function validForName(name: string, known: Known): fc.Arbitrary<unknown> | null {
  const cityTexts = [
    ...known.cityNames,
    ...known.citySlugs,
    "Toronto",
    "toronto",
    "Montréal",
    "Saint-Jean-sur-Richelieu, Quebec",
  ];
  switch (name) {
    case "location":
      return fc.constantFrom(
        ...cityTexts,
        ...known.cityGlobalIds,
        ...known.cityIds.map(String),
        '{"city":"Toronto","province":"Ontario"}',
        '{"city":"Toronto","province":"ON"}',
      );
    case "search":
    case "city":
      return fc.constantFrom(...cityTexts, "ont", "mont", "a");
    case "q":
      return fc.constantFrom(...cityTexts, "ont", "mont", "a", "eco", "move-out", "nettoyage écologique");
    case "province":
      return fc.constantFrom(...known.provinces);
    case "slug":
      return fc.constantFrom(...known.citySlugs, "toronto", "montreal");
    case "serviceType":
      return fc.constantFrom(...known.categorySlugs, "all", "house_cleaning");
    case "email":
    case "customerEmail":
      return fc.constantFrom("customer@demo.test", "admin@demo.test", "someone@example.ca");
    case "password":
      return fc.constantFrom("demo-password", "wrong-password");
    // A password change reaches past the current password's check with the demo one, and is
    // then refused for its new one (too short, or common), so the demo accounts keep theirs.
    case "currentPassword":
      return fc.constantFrom("demo-password", "wrong-password");
    case "newPassword":
      return fc.constantFrom("short", "password1234");
    // Two-factor codes: the staff account's right one, wrong ones, a recovery code's shape.
    case "code":
      return fc.constantFrom(TEST_STAFF_CODE, "000000", "12 34 56", "abcde-fghij", "x".repeat(40));
    // An address change: another account's (refused), a free one (a link to nowhere), a bad one.
    case "newEmail":
      return fc.constantFrom("admin@demo.test", "someone-new@example.ca", "not-an-email");
    case "customerName":
      return fc.constantFrom("Jordan Lee", "Zoë Tremblay");
    case "customerPhone":
      return fc.constantFrom("416-555-0100", "+1 (514) 555-0199");
    case "serviceDetails":
    case "specialInstructions":
      return fc.constantFrom("Two bedrooms, one bathroom.", "Side door; the dog is friendly.", "");
    case "preferredDate":
    case "startDate":
    case "endDate":
    case "pausedUntil":
    case "date":
      return fc.integer({ min: 0, max: 400 }).map((days) => addDays(known.today, days));
    // A fee statement's month: this one, earlier ones, one not begun, one before the books.
    case "month":
      return fc.constantFrom(known.today.slice(0, 7), "2026-10", "2025-04", "2999-12", "1999-12");
    case "frequency":
      return fc.constantFrom("weekly", "biweekly", "monthly", "WEEKLY", "BIWEEKLY", "MONTHLY");
    case "dayOfWeek":
      return fc.integer({ min: 0, max: 6 });
    case "dayOfMonth":
      return fc.integer({ min: 1, max: 31 });
    case "estimatedPrice":
    case "pricePerVisit":
      return fc.integer({ min: 1_000, max: 1_000_000 });
    // A schedule and a price proposal on it, by global id or databaseId (past the id check).
    case "scheduleId":
      return fc.constantFrom(globalId("RecurringSchedule", 1), globalId("RecurringSchedule", 2), "1", "2");
    case "proposalId":
      return fc.constantFrom(globalId("SchedulePriceProposal", 1), "1", "2");
    case "accept":
      return fc.boolean();
    // A proposed move's databaseId (answerBookingReschedule's and answerGuestBookingReschedule's
    // Int): the fuzz data's first proposals, so answers reach the proposal's lookup and state.
    case "rescheduleId":
      return fc.constantFrom(1, 2, 3);
    // One of the provider's free slots to book or move into (the demo provider's come first).
    case "timeSlotId":
      return fc.constantFrom(globalId("TimeSlot", 1), globalId("TimeSlot", 2), globalId("TimeSlot", 5), "1");
    // A proposed move's answer, the last segment of its REST path.
    case "answer":
      return fc.constantFrom("accept", "decline");
    // A no-show report's databaseId (REST path and decideNoShow's Int): the fuzz data has none
    // disputed, so these reach the decision's lookup rather than stopping at the id check.
    case "absenceId":
    case "noShowId":
      return fc.constantFrom(1, 2, 3);
    // Staff's decision on a no-show report, the last segment of its REST path.
    case "verdict":
      return fc.constantFrom("uphold", "overturn");
    // A no-show dispute's account or staff's reasons: 1 to 1,000 characters once trimmed.
    case "note":
      return fc.constantFrom(
        "I waited at home all morning.",
        "Nobody came to the door.",
        " ",
        "x".repeat(1000),
        "x".repeat(1001),
      );
    // A provider's tax registrations (shared/tax/registration-numbers.ts), as a provider types
    // them: spaced, dashed, in small letters, or empty (not registered). TAX_NUMBERS' bad ones
    // come from valueForName.
    case "gstHstNumber":
    case "qstNumber":
    case "pstNumber":
      return fc.constantFrom(...TAX_NUMBERS[name].valid);
    // A service address (ServiceAddressInput): a city from the list, postal codes in and out of its province.
    case "street":
      return fc.constantFrom("100 Queen St W", "1 Rue Sainte-Catherine", "12");
    case "unit":
      return fc.constantFrom("", "4", "Apt 12B", "Suite 300");
    case "cityId":
      return fc.constantFrom(...known.cityIds, 1, 2, 999_999);
    case "postalCode":
      return fc.constantFrom("M5H 2N2", "m5h2n2", "H2X 1Y4", "V6B 1A1", "K1A 0B1", "D1A 1A1", "12345");
    // The quiz's answers (shared/matching/quiz-answers.ts) and the cleaning finder's criteria.
    case "sessionId":
      return fc.constantFrom("fuzz-session-0001", "fuzz-session-0002", "short");
    case "budget":
      return fc.constantFrom("under_100", "100_250", "250_500", "over_500", "no_preference", "budget", "standard");
    case "urgency":
      return fc.constantFrom("asap", "this_week", "next_week", "flexible", "week", "days", "urgent");
    case "mobilePreference":
      return fc.constantFrom("mobile_only", "no_mobile", "either");
    case "certificationImportance":
      return fc.constantFrom("required", "preferred", "not_important");
    case "specialRequirements":
      return fc.subarray(["eco-friendly", "pet-safe", "insurance", "weekend", "allergies"]);
    case "propertyType":
      return fc.constantFrom("apartment", "house", "office", "commercial");
    case "propertySize":
      return fc.constantFrom("studio", "small", "medium", "large", "office-small", "office-large");
    case "cleaningType":
      return fc.constantFrom("regular", "deep", "move", "post-construction", "carpet", "window");
    // Device tokens (FCM registration tokens are URL-safe text), guest bookings' signed links
    // (guestLinkToken) and the bell's ids.
    case "token":
      return fc.oneof(
        fc.constantFrom("fuzz-device-0001", "cXl0:APA91bH-fuzz_token", "x".repeat(1024), "x".repeat(1025)),
        guestLinkToken(known),
      );
    case "notificationIds":
      return fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 });
    // The receipt doors: ?format= and a credit note's number.
    case "format":
      return fc.constantFrom("pdf", "html", "PDF", "Html", "xml", "json", "", " pdf", "pdf,html");
    case "number":
      return fc.constantFrom(...known.creditNoteNumbers, 1, 2);
    case "preferredTime":
    case "time":
      return fc.constantFrom("09:00", "11:00", "13:00", "15:00", "17:00", "1:00 PM");
    case "providerId":
      return fc.constantFrom(...known.bookable.map((entry) => entry.providerId), ...known.providerIds);
    // Staff's contact-message doors: a message's global id or databaseId (the demo data has none
    // waiting, so these reach the service's lookup rather than stopping at the id check).
    case "messageId":
      return fc.constantFrom(globalId("ContactMessage", 1), globalId("ContactMessage", 2), "1", "2");
    case "id":
    case "ids":
      return fc.constantFrom(
        ...known.providerGlobalIds,
        ...known.cityGlobalIds,
        ...known.categoryGlobalIds,
        ...known.reviewGlobalIds,
        ...known.bookingGlobalIds,
        ...known.userGlobalIds,
      );
    case "after":
    case "before":
    case "cursor": {
      const real = [...known.providerCursors, ...known.locatedCursors, ...known.cityCursors];
      return real.length ? fc.constantFrom(...real) : null;
    }
    case "first":
    case "last":
    case "limit":
      return fc.integer({ min: 1, max: 100 });
    case "tier":
    case "tiers":
      return fc.integer({ min: 1, max: 4 });
    case "maxPrice":
      return fc.integer({ min: 0, max: 500 });
    case "maxDistance":
      return fc.integer({ min: 1, max: 1000 });
    case "minRating":
      return fc.double({ min: 0, max: 5, noNaN: true });
    case "rating":
    case "qualityRating":
    case "punctualityRating":
    case "valueRating":
      return fc.integer({ min: 1, max: 5 });
    case "comment":
      return fc.constantFrom(
        "Spotless, and on time. Thank you!",
        "They fixed the leak in under an hour.",
        "Très bon service.",
      );
    case "reply":
      return fc.constantFrom(
        "Thank you for the kind words!",
        "Merci !",
        "Sorry about the delay; we have changed our routes.",
      );
    case "reason":
      return fc.constantFrom("Names a different business.", "Off-topic and abusive.", "x");
    case "reviewId":
      return fc.constantFrom(...known.reviewGlobalIds, "1", "2");
    case "mobileOnly":
    case "certifiedOnly":
      return fc.boolean();
    // The provider search's free text (GraphQL `text`; REST `q`, above, shared with the
    // city search): words as a search box sends them.
    case "text":
      return fc.constantFrom(
        "eco",
        "Tesla",
        "move-out",
        "nettoyage écologique",
        '"deep clean" or carpet',
        "pets -dogs",
      );
    default:
      return null;
  }
}

/**
 * A guest booking's link token (services/bookings/guest-link.ts), signed with the development
 * secret the fuzz app uses: valid for every known booking (discovery's REST booking is a
 * guest's, so its link opens it), expired, and with its signature changed.
 */
export function guestLinkToken(known: Known): fc.Arbitrary<string> {
  const ids = fc.constantFrom(...known.bookingIds.filter((id) => Number.isInteger(id) && id > 0), 1);
  const valid = ids.map((id) => guestManageToken(id, new Date("2027-06-01T00:00:00Z")));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: ids.map((id) => guestManageToken(id, new Date("2026-01-01T00:00:00Z"))), weight: 1 },
    { arbitrary: valid.map((token) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`), weight: 1 },
    { arbitrary: valid.map((token) => token.replace(/^g1\.\d+\./, "g1.2147483647.")), weight: 1 },
  );
}

/**
 * What the generators of a door that moves a guest booking or reports a no-show on it know:
 * the links they send open the guest bookings set aside for them (Known.guestChangeBookingIds).
 */
export function knownForGuestChanges(known: Known): Known {
  return known.guestChangeBookingIds.length ? { ...known, bookingIds: known.guestChangeBookingIds } : known;
}

/** What the guest receipt doors' generators know: their links open the paid guest bookings set aside. */
export function knownForGuestDocuments(known: Known): Known {
  return known.paidGuestBookingIds.length ? { ...known, bookingIds: known.paidGuestBookingIds } : known;
}

/** Any value for a field or argument by its name: valid-looking ones and every bad kind, or null if unknown. */
export function valueForName(name: string, known: Known): fc.Arbitrary<unknown> | null {
  const valid = validForName(name, known);
  const validText = valid?.map((value) => (typeof value === "string" ? value : toJson(value)));
  switch (name) {
    case "location":
      return fc.oneof(
        { arbitrary: text(validText), weight: 5 },
        {
          arbitrary: fc
            .record(
              {
                city: text(validForName("search", known) as fc.Arbitrary<string>),
                province: text(fc.constantFrom(...known.provinces)),
              },
              { requiredKeys: [] },
            )
            .map((value) => toJson(value)),
          weight: 2,
        },
        { arbitrary: integerValue.map(String), weight: 1 },
      );
    case "preferredDate":
    case "date":
      return fc.oneof(validText!, dateText(known));
    case "preferredTime":
    case "time":
      return fc.oneof(validText!, timeText);
    case "providerId":
      return providerIdValue(known);
    case "id":
    case "ids":
      return nodeId(known);
    case "messageId":
    case "scheduleId":
    case "proposalId":
      return fc.oneof(
        { arbitrary: valid!, weight: 3 },
        { arbitrary: integerValue.map((id) => (id instanceof RawJson ? id.text : String(id))), weight: 2 },
        { arbitrary: nodeId(known), weight: 2 },
      );
    case "after":
    case "before":
    case "cursor":
      return cursor(known);
    case "first":
    case "last":
    case "limit":
      return pageSizeValue;
    case "tier":
    case "tiers":
    case "maxPrice":
    case "absenceId":
    case "noShowId":
    case "rescheduleId":
      return fc.oneof(valid!, integerValue);
    case "maxDistance":
    case "minRating":
      return fc.oneof(valid!, floatValue);
    case "mobileOnly":
    case "certifiedOnly":
    case "accept":
      return fc.constantFrom<unknown>(true, false, "true", "false", "1", "0", "yes", "", null);
    case "gstHstNumber":
    case "qstNumber":
    case "pstNumber":
      return fc.oneof(
        { arbitrary: valid!, weight: 3 },
        { arbitrary: fc.constantFrom(...TAX_NUMBERS[name].bad), weight: 3 },
        { arbitrary: text(validText), weight: 2 },
      );
    default:
      return validText ? text(validText) : null;
  }
}

/** YYYY-MM-DD, `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------
// Writing values out

/** JSON text of a generated value; RawJson is spliced in as written, undefined becomes null. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof EnumValue) return JSON.stringify(value.name);
  if (value instanceof RawEscape) return JSON.stringify(value.text);
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A GraphQL literal of a generated value (a syntax error is a fine answer to ask for, too). */
export function toGraphQLLiteral(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof EnumValue) return value.name;
  if (value instanceof RawEscape) return JSON.stringify(value.text);
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(toGraphQLLiteral).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    const fields = entries.map(
      ([key, item], index) => `${GRAPHQL_NAME.test(key) ? key : `_k${index}`}: ${toGraphQLLiteral(item)}`,
    );
    return `{${fields.join(", ")}}`;
  }
  return JSON.stringify(String(value));
}

/**
 * Percent-encodes text for a URL by hand: URLSearchParams would swap lone surrogates for
 * U+FFFD and the URL parser would drop tabs and newlines. A lone surrogate goes out as its
 * generalized UTF-8 bytes (%ED%A0%80), which no UTF-8 decoder accepts.
 */
export function percentEncode(value: unknown): string {
  if (value instanceof RawEscape) return value.text;
  const text = typeof value === "string" ? value : value instanceof RawJson ? value.text : toJson(value);
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const char = text[index]!;
    if (/[A-Za-z0-9\-._~]/.test(char)) {
      out += char;
      continue;
    }
    let codePoint = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        index++;
      }
    }
    for (const byte of utf8Bytes(codePoint)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 63),
    0x80 | ((codePoint >> 6) & 63),
    0x80 | (codePoint & 63),
  ];
}

/** Query values that are already percent-encoded, and wrongly: bad escapes, overlong and invalid UTF-8. */
export const rawEscapes = fc.constantFrom(
  new RawEscape("%"),
  new RawEscape("%zz"),
  new RawEscape("%0"),
  new RawEscape("%00"),
  new RawEscape("%C0%80"),
  new RawEscape("%FF%FE"),
  new RawEscape("%ED%A0%80"),
  new RawEscape("%E2%82"),
  new RawEscape("%F4%90%80%80"),
  new RawEscape("a%00b"),
  new RawEscape("%25"),
  new RawEscape("%2F..%2F"),
  new RawEscape("+"),
  new RawEscape("a&b=c"),
);
