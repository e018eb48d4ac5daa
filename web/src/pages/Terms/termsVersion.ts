/** The date of the Terms of Service's current version (YYYY-MM-DD): change it with the words. */
export const TERMS_UPDATED = "2026-11-30";
