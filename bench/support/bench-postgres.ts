// Databases of the benchmarks' own on the PostgreSQL server (bench:search, bench:soak):
// made afresh and dropped, through the server's \`postgres\` database.
import pg from "pg";

export async function recreateDatabase(databaseUrl: string): Promise<void> {
  await withAdmin(databaseUrl, async (admin, name) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  await withAdmin(databaseUrl, (admin, name) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** A connection to the server's `postgres` database, and the bench database's checked name. */
async function withAdmin(databaseUrl: string, run: (admin: pg.Client, name: string) => Promise<unknown>) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  // The name goes into DROP DATABASE: only a plain identifier, and never a shared database.
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || ["postgres", "test", "root", "template0", "template1"].includes(name)) {
    throw new Error(`Unsupported name for a bench database (it is dropped and made afresh): ${name}`);
  }
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await run(admin, name);
  } finally {
    await admin.end();
  }
}
