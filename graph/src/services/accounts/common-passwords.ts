// The most common passwords from breach corpora (zxcvbn-ts' common list, about 49,000),
// which an attacker tries first. Loaded on first use: most requests never need it.
import { dictionary } from "@zxcvbn-ts/language-common";

let commonPasswords: ReadonlySet<string> | null = null;

/** Whether the password (ignoring case) is on the list. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}
