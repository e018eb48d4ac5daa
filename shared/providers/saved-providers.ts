// How many providers an account may save (its hearts), defined once: the server refuses one
// more, and a device merging its list in at sign-in sends no more than this.

/** Far more than anyone compares, and a list the device can mirror in one answer. */
export const SAVED_PROVIDERS_MAX = 500;
