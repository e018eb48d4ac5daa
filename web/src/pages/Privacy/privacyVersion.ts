/** The date of the Privacy Policy's current version (YYYY-MM-DD): change it with the words. */
export const PRIVACY_POLICY_UPDATED = "2026-11-28";
