// Whether this process can serve, for a load balancer's readiness check (GET /readyz), apart
// from whether it is alive (GET /healthz): an instance whose database went away is alive but
// must not be sent traffic, or every request it takes fails. Ready means the database was
// prepared (migrations applied, the first seed run), the process is not stopping, and the
// database answers a trivial statement within a bound.
//
// The probe runs when asked, at most once per interval however many checks arrive at once: a
// balancer polling every second from several places costs one statement a second, and an
// answer is never older than the interval, so an outage shows within it plus the bound.
import type { PrismaClient } from "../generated/prisma/client.ts";

export type Readiness = "ready" | "starting" | "stopping" | "database unreachable";

export interface ReadinessOptions {
  db: Pick<PrismaClient, "$queryRaw">;
  /** False until migrations and the first seed have run. */
  isPrepared: () => boolean;
  /** True once the process has begun to stop (SIGTERM). */
  isStopping: () => boolean;
  /** How long the database may take to answer before it counts as unreachable. */
  timeoutMs?: number;
  /** How long one probe's answer is reused. */
  intervalMs?: number;
  now?: () => number;
}

export const READINESS_TIMEOUT_MS = 2_000;
export const READINESS_INTERVAL_MS = 1_000;

/** Answers the process's readiness now; concurrent callers share one probe. */
export function readinessProbe(options: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const intervalMs = options.intervalMs ?? READINESS_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let last: { at: number; reachable: Promise<boolean> } | null = null;

  const databaseReachable = (): Promise<boolean> => {
    if (last && now() - last.at < intervalMs) return last.reachable;
    last = { at: now(), reachable: answersWithin(options.db, timeoutMs) };
    return last.reachable;
  };

  return async () => {
    if (options.isStopping()) return "stopping";
    if (!options.isPrepared()) return "starting";
    return (await databaseReachable()) ? "ready" : "database unreachable";
  };
}

/** Whether `SELECT 1` answers within `timeoutMs`; a statement still waiting after it is abandoned. */
async function answersWithin(db: Pick<PrismaClient, "$queryRaw">, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
