import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet, Argon2id minimum: 19 MiB memory,
// 2 iterations, 1 degree of parallelism.
const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id: the package declares its enum `const`, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export { MAX_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up.ts";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** Constant-time check of a password against a stored PHC-format hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

// Signing in to an unknown email still costs one verification, so response time
// does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
