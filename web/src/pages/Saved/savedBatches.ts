// The Saved screen loads its providers in batches of ids (the device holds the ids, and a
// `nodes` request takes at most 100), a batch more each time 'Show More' is pressed.

export const SAVED_BATCH_SIZE = 24;

/** The first `count` batches of `ids`, in order. Pure. */
export function savedBatches(ids: readonly string[], count: number, size = SAVED_BATCH_SIZE): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length && batches.length < count; start += size) {
    batches.push(ids.slice(start, start + size));
  }
  return batches;
}

/** Whether ids are left beyond the first `count` batches. Pure. */
export function hasMoreBatches(ids: readonly string[], count: number, size = SAVED_BATCH_SIZE): boolean {
  return ids.length > count * size;
}
