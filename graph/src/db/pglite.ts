import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * Extensions the migrations create: PGlite loads one only when asked, in every instance
 * (`btree_gist` holds TimeSlot's no-overlap exclusion constraint, `unaccent` the free-text
 * search's words).
 */
export const PGLITE_EXTENSIONS = { btree_gist, unaccent } satisfies PGliteOptions["extensions"];

// initdb costs PGlite seconds of CPU; loading an archive of a fresh cluster, a fraction.
// The first empty in-memory database of a process is archived for the next ones (the
// scratch database and the shadow database of `db:migration`, tests' databases).
let emptyCluster: Promise<Blob> | undefined;

/** A PGlite in `dataDir` ("memory://" for none), optionally loaded from an archive of one. */
export async function createPGlite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  const fresh = dataDir.startsWith("memory://") && snapshot === undefined;
  const extensions = PGLITE_EXTENSIONS;
  if (!fresh) return PGlite.create({ dataDir, loadDataDir: snapshot, extensions });
  if (emptyCluster) return PGlite.create({ dataDir, loadDataDir: await emptyCluster, extensions });
  const pglite = await PGlite.create({ dataDir, extensions });
  emptyCluster = pglite.dumpDataDir("none");
  emptyCluster.catch(() => (emptyCluster = undefined));
  await emptyCluster;
  return pglite;
}
