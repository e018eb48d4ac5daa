import { PGlite } from "@electric-sql/pglite";

// initdb costs PGlite seconds of CPU; loading an archive of a fresh cluster, a fraction.
// The first empty in-memory database of a process is archived for the next ones (the
// scratch database and the shadow database of `db:migration`, tests' databases).
let emptyCluster: Promise<Blob> | undefined;

/** A PGlite in `dataDir` ("memory://" for none), optionally loaded from an archive of one. */
export async function createPGlite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  const fresh = dataDir.startsWith("memory://") && snapshot === undefined;
  if (!fresh) return PGlite.create({ dataDir, loadDataDir: snapshot });
  if (emptyCluster) return PGlite.create({ dataDir, loadDataDir: await emptyCluster });
  const pglite = await PGlite.create(dataDir);
  emptyCluster = pglite.dumpDataDir("none");
  emptyCluster.catch(() => (emptyCluster = undefined));
  await emptyCluster;
  return pglite;
}
