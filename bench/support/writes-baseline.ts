// The bare baseline of bench:writes: node:http and pg taking POST /api/bookings from a
// signed-in customer and writing the SAME rows the app writes (the idempotency key, the
// booking, the provider's and the customer's notifications and their delivery rows: push
// and email for an account, email for a business address). It reads the session, then what
// the checks need (the provider active and offering the service, its zone for "today", the
// address's city), then writes everything in ONE statement, its own transaction: the
// booking's id is reserved first so the key row carries it, and a key already claimed makes
// the statement write nothing. A replayed key is answered 409 rather than with the first
// booking: the bench never replays one.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type pg from "pg";
import { postalCodeProvinceIssue } from "../../shared/addresses/service-address.ts";
import { requestText, sessionToken } from "./bare-http.ts";

const SESSION_SQL = `SELECT u.id, u.email FROM "Session" s JOIN "User" u ON u.id = s."userId"
  WHERE s.id = $1 AND s."expiresAt" > now() AT TIME ZONE 'UTC' AND u.role = 'CUSTOMER'`;
/** The provider, its zone, accounts and the service, and the address's city, in one read. */
const FACTS_SQL = `SELECT p.status, p.name, p.email, p."startingPrice", c."timeZone",
    cat.name AS "serviceName",
    EXISTS (SELECT 1 FROM "ProviderCategory" pc WHERE pc."providerId" = p.id AND pc."categoryId" = cat.id) AS offered,
    (SELECT json_agg(json_build_object('id', u.id, 'email', u.email)) FROM "User" u WHERE u."providerId" = p.id) AS users,
    (SELECT "provinceCode" FROM "City" WHERE id = $3) AS "addressProvince",
    (SELECT name FROM "City" WHERE id = $3) AS "addressCity"
  FROM "Provider" p JOIN "City" c ON c.id = p."cityId" LEFT JOIN "Category" cat ON cat.slug = $2
  WHERE p.id = $1`;
/**
 * The key, the booking, its notices (arrays, one element each) and their deliveries (push
 * too for an account), in one statement. The provider is checked again where the id is
 * reserved, so a provider that left since the read gets nothing written.
 */
const WRITE_SQL = `WITH reserved AS (
    SELECT nextval(pg_get_serial_sequence('"Booking"', 'id'))::int AS id
    WHERE EXISTS (SELECT 1 FROM "Provider" WHERE id = $3 AND status = 'ACTIVE')),
  claim AS (
    INSERT INTO "IdempotencyKey" (scope, owner, key, fingerprint, "resultId", "createdAt", "expiresAt")
    SELECT 'createBooking', $1, $2, $18, id, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' + interval '1 day'
    FROM reserved
    ON CONFLICT (scope, owner, key) DO NOTHING RETURNING "resultId" AS id),
  booking AS (
    INSERT INTO "Booking" (id, "providerId", "customerId", "customerName", "customerPhone", "customerEmail",
      address, "addressUnit", "addressCityId", "postalCode", "serviceType", "serviceDetails",
      "specialInstructions", "preferredDate", "preferredTime", "estimatedPrice", "updatedAt")
    SELECT id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::date, $16, $17, now() AT TIME ZONE 'UTC'
    FROM claim RETURNING id),
  notice AS (
    INSERT INTO "Notification" (kind, "recipientId", email, title, body, link, "bookingId", "createdAt")
    SELECT n.kind::"NotificationKind", n.recipient, n.email, n.title, n.body, n.link, booking.id, now() AT TIME ZONE 'UTC'
    FROM booking, unnest($19::text[], $20::int[], $21::text[], $22::text[], $23::text[], $24::text[])
      AS n(kind, recipient, email, title, body, link)
    RETURNING id, "recipientId"),
  delivery AS (
    INSERT INTO "NotificationDelivery" ("notificationId", channel, "nextAttemptAt")
    SELECT notice.id, channel::"DeliveryChannel", now() AT TIME ZONE 'UTC'
    FROM notice CROSS JOIN unnest(ARRAY['PUSH', 'EMAIL']) AS channel
    WHERE channel = 'EMAIL' OR notice."recipientId" IS NOT NULL)
  SELECT id FROM booking`;

interface BookingBody {
  providerId: number;
  serviceType: string;
  preferredDate: string;
  preferredTime: string;
  serviceDetails?: string;
  specialInstructions?: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  address: { street: string; unit?: string; cityId: number; postalCode: string };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function startWritesBaseline(pool: pg.Pool): Server {
  async function answer(request: IncomingMessage, response: ServerResponse) {
    try {
      const text = await requestText(request);
      const body = JSON.parse(text) as BookingBody;
      const token = sessionToken(request) ?? "";
      const key = request.headers["idempotency-key"];
      if (typeof key !== "string") throw new Refusal(400, "An idempotency key is required");
      const {
        rows: [customer],
      } = await pool.query({ name: "session", text: SESSION_SQL, values: [sha256(token)] });
      if (!customer) throw new Refusal(401, "Sign in first");
      const booking = await book(pool, customer, key, sha256(text), body);
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(booking));
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify({ message: String(error) }));
    }
  }
  // The handler catches its own failures: Node's server ignores the promise it returns.
  return createServer((request, response) => void answer(request, response));
}

async function book(
  pool: pg.Pool,
  customer: { id: number; email: string },
  key: string,
  fingerprint: string,
  body: BookingBody,
) {
  const { address } = body;
  const {
    rows: [facts],
  } = await pool.query({ name: "facts", text: FACTS_SQL, values: [body.providerId, body.serviceType, address.cityId] });
  assertBookable(body, facts);
  const notices = noticesOf(body, facts, customer);
  const { rows } = await pool.query({
    name: "write",
    text: WRITE_SQL,
    values: [
      `user:${customer.id}`,
      key,
      body.providerId,
      customer.id,
      body.customerName,
      body.customerPhone,
      body.customerEmail,
      address.street,
      address.unit ?? "",
      address.cityId,
      address.postalCode,
      body.serviceType,
      body.serviceDetails ?? "",
      body.specialInstructions ?? "",
      body.preferredDate,
      body.preferredTime,
      facts.startingPrice,
      fingerprint,
      ...columnsOf(notices),
    ],
  });
  if (rows.length === 0) throw new Refusal(409, "This idempotency key was used before, or the provider left");
  const { providerId, serviceType, preferredDate, preferredTime } = body;
  const estimatedPrice = facts.startingPrice;
  return { id: rows[0].id, status: "confirmed", providerId, serviceType, preferredDate, preferredTime, estimatedPrice };
}

interface Facts {
  status: string;
  name: string;
  email: string;
  startingPrice: number;
  timeZone: string;
  serviceName: string | null;
  offered: boolean;
  users: { id: number; email: string }[] | null;
  addressProvince: string | null;
  addressCity: string | null;
}

function assertBookable(body: BookingBody, facts: Facts | undefined): asserts facts is Facts {
  if (!facts || facts.status !== "ACTIVE") throw new Refusal(404, "This provider is not available");
  if (!facts.serviceName || !facts.offered) throw new Refusal(400, "This provider does not offer that service");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: facts.timeZone }).format(new Date());
  const latest = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  if (body.preferredDate < today || body.preferredDate > latest) throw new Refusal(400, "Please choose another date");
  if (!facts.addressProvince || postalCodeProvinceIssue(body.address, facts.addressProvince)) {
    throw new Refusal(400, "Check the address");
  }
}

interface Notice {
  kind: string;
  recipient: number | null;
  email: string;
  title: string;
  body: string;
  link: string;
}

/** The provider's accounts (or its business address) are told, and the customer confirmed. */
function noticesOf(body: BookingBody, facts: Facts, customer: { id: number; email: string }): Notice[] {
  const when = `${body.preferredDate} at ${body.preferredTime}`;
  const where = `${body.address.street}, ${facts.addressCity}, ${facts.addressProvince} ${body.address.postalCode}`;
  const providerBody = `${body.customerName} booked ${facts.serviceName} for ${when}.\nAddress: ${where}`;
  const recipients = facts.users?.length ? facts.users : [{ id: null, email: facts.email }];
  return [
    ...recipients.map((user) => ({
      kind: "BOOKING_CREATED",
      recipient: user.id,
      email: user.email,
      title: "New booking",
      body: providerBody,
      link: "/provider-dashboard",
    })),
    {
      kind: "BOOKING_CONFIRMED",
      recipient: customer.id,
      email: customer.email,
      title: "Your booking is confirmed",
      body: `Your ${facts.serviceName} with ${facts.name} is booked for ${when}.\nAddress: ${where}`,
      link: "/bookings",
    },
  ];
}

const columnsOf = (notices: Notice[]) =>
  (["kind", "recipient", "email", "title", "body", "link"] as const).map((column) => notices.map((n) => n[column]));

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
