// Staff prove a second factor to act, so tests that act as staff enrol them under one known
// secret and sign in with its code at the app's clock. Sending the code for an account
// without two-factor is harmless: sign-in ignores it.
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { totpCode } from "../../src/services/accounts/totp.ts";

/** Base32, 20 bytes: every enrolled test account's authenticator secret. */
export const TEST_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** The 6-digit code an authenticator with `secret` shows at `date`. */
export function totpCodeAt(secret: string, date: Date): string {
  return totpCode(secret, date);
}

/** Turns two-factor on for a test account, under TEST_TOTP_SECRET. */
export async function enrolTestStaff(
  prisma: Pick<PrismaClient, "user">,
  userId: number,
  at = new Date(),
): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { totpSecret: TEST_TOTP_SECRET, totpEnabledAt: at } });
}

/** Every ADMIN account in the database, enrolled: staff in tests sign in as staff do. */
export async function enrolAllTestStaff(prisma: Pick<PrismaClient, "user">, at = new Date()): Promise<void> {
  await prisma.user.updateMany({
    where: { role: "ADMIN", totpEnabledAt: null },
    data: { totpSecret: TEST_TOTP_SECRET, totpEnabledAt: at },
  });
}
