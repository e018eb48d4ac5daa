// Who gets the demo data (fictional providers and accounts with a published password)
// when the server starts on a database without it. A real database must never get it by
// accident, so PostgreSQL gets it only when asked, and production never at start-up.

export interface DemoDataDecision {
  seed: boolean;
  /** Said in the start-up log, so whoever starts the server knows why. */
  reason: string;
}

const ASKED = new Set(["1", "true", "yes"]);
const REFUSED = new Set(["0", "false", "no"]);

export function demoDataAtStart(options: {
  embedded: boolean;
  env: { NODE_ENV?: string; SEED_DEMO_DATA?: string };
}): DemoDataDecision {
  const asked = options.env.SEED_DEMO_DATA?.trim().toLowerCase() ?? "";
  if (options.env.NODE_ENV === "production") {
    return {
      seed: false,
      reason: "NODE_ENV=production never seeds demo data at start-up; run npm run db:seed to add it on purpose",
    };
  }
  if (REFUSED.has(asked)) return { seed: false, reason: "SEED_DEMO_DATA turns demo data off" };
  if (ASKED.has(asked)) return { seed: true, reason: "SEED_DEMO_DATA asks for demo data" };
  if (options.embedded) return { seed: true, reason: "the embedded database is for demos and development" };
  if (options.env.NODE_ENV === "development") return { seed: true, reason: "NODE_ENV=development" };
  return {
    seed: false,
    reason: "PostgreSQL gets demo data only when asked: SEED_DEMO_DATA=true, or npm run db:seed",
  };
}
