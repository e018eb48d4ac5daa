// What `npm start` and `npm run dev` do to a migrated database before serving: the built-in
// lists (cities, categories) always, the demo data only where demo-policy.ts allows it.
import type { Database } from "../graph/src/db/client.ts";
import { demoDataAtStart } from "../prisma/seed/demo-policy.ts";
import { isDatabaseEmpty, seedDatabase } from "../prisma/seed/seed.ts";

export function prepareDatabase(options: { providers: number }) {
  return async (db: Database, log: (line: string) => void): Promise<void> => {
    const demo = demoDataAtStart({ embedded: db.kind === "pglite", env: process.env });
    // Only a database that has never been seeded is seeded at start-up: a restart never
    // adds anything to data that is already there.
    if (!(await isDatabaseEmpty(db.prisma))) return;
    log(
      demo.seed
        ? `Empty database: seeding the built-in lists and demo data (${options.providers} providers), because ${demo.reason}...`
        : `Empty database: seeding the built-in lists only (cities, categories); no demo data, because ${demo.reason}`,
    );
    const summary = await seedDatabase(db.prisma, {
      providers: options.providers,
      demo: demo.seed,
      demoActivity: demo.seed,
      demoStaffTotp: db.kind === "pglite",
      log,
    });
    log(`Seeded: ${JSON.stringify(summary)}`);
  };
}
