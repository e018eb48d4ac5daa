// A signed-in customer for bench:home and bench:writes: a session of the seed's demo
// customer, stored as signing in stores one (only the token's digest), so the cookie is as
// real as the app's own.
import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";

/** The Cookie header of a new session of customer@demo.test, good for a day. */
export async function customerCookie(admin: pg.Client): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const { rowCount } = await admin.query(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT $1, id, now() + interval '1 day' FROM "User" WHERE email = 'customer@demo.test'`,
    [createHash("sha256").update(token).digest("hex")],
  );
  if (rowCount !== 1) throw new Error("The bench database has no demo customer");
  return `sid=${token}`;
}

/** A booking request the app takes from that customer: provider 1's house cleaning, a week ahead. */
export function bookingRequest(torontoId: number, serviceDetails = "") {
  return {
    providerId: 1,
    serviceType: "house-cleaning",
    preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    preferredTime: "09:00",
    serviceDetails,
    customerName: "Casey Customer",
    customerPhone: "416-555-0100",
    customerEmail: "customer@demo.test",
    address: { street: "100 Queen St W", unit: "", cityId: torontoId, postalCode: "M5H 2N2" },
  };
}
