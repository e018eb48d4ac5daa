// Visitors' public reads on a PostgreSQL streaming replica (DATABASE_REPLICA_URL), everything
// else on the primary. "Public reads" are the answers visitors share under the public data
// version (public-cache.ts): a GraphQL query whose every root field is public, as the response
// cache classifies it, and the REST GETs of the catalogue, the search and providers' profiles
// and reviews. Writes, signed-in viewers and partners stay on the primary.
//
// The replica applies the primary's commits a little later. So a request reads the version on
// the primary (the floor: what any visitor may already have been served, since every answer
// was read at or below the primary's version at its time) and on the replica, and reads the
// replica only when it holds at least the floor. A visitor therefore never sees public data
// older than an answer they were served before, from any instance; and someone who has just
// changed public data (a provider's listing, a staff approval) reads it back, since their
// write raised the primary's version before they asked again. A replica that lags, or does
// not answer within REPLICA_CHECK_MS, leaves the read on the primary.
import type { Plugin } from "graphql-yoga";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { isAnonymous, publicDataVersion, type PublicAnswers } from "./public-cache.ts";
import type { RequestContext } from "./request-context.ts";
import { classify } from "./response-cache.ts";

/** How long the replica's version may take to read before the primary answers instead. */
export const REPLICA_CHECK_MS = 500;

export type ServedBy = "replica" | "primary";

export interface ReplicaReadsOptions {
  primary: PrismaClient;
  replica: PrismaClient;
  /** The shared answers, whose per-request version read is the floor; null reads it here. */
  answers: PublicAnswers | null;
  /** Told which database served each public read (observability/metrics.ts). */
  onRead?: (servedBy: ServedBy) => void;
  /**
   * Told when the replica could not be read (the read went to the primary): at most once a
   * minute, so that a replica that is down writes one line a minute, not one a request.
   */
  onReplicaError?: (error: unknown) => void;
}

const REPLICA_ERROR_EVERY_MS = 60_000;

export class ReplicaReads {
  #errorToldAt = -Infinity;

  constructor(private readonly options: ReplicaReadsOptions) {}

  /**
   * Points the request at the replica when it holds the floor version. Called before the
   * request reads anything else, while `ctx.db` is still the primary: the floor is read there
   * and kept as the request's version for the public caches.
   */
  async route(ctx: RequestContext): Promise<ServedBy> {
    const { answers, primary, replica } = this.options;
    const floor = answers ? answers.versionFor(ctx) : publicDataVersion(primary);
    const [wanted, held] = await Promise.all([floor, this.replicaVersion()]);
    const servedBy: ServedBy =
      wanted !== null && held !== null && BigInt(held) >= BigInt(wanted) ? "replica" : "primary";
    if (servedBy === "replica") Object.assign(ctx, { db: replica });
    this.options.onRead?.(servedBy);
    return servedBy;
  }

  private async replicaVersion(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REPLICA_CHECK_MS);
    });
    try {
      return await Promise.race([publicDataVersion(this.options.replica), late]);
    } catch (error) {
      if (performance.now() - this.#errorToldAt >= REPLICA_ERROR_EVERY_MS) {
        this.#errorToldAt = performance.now();
        this.options.onReplicaError?.(error);
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** GraphQL: a visitor's query whose every root field is public runs on the replica when fresh. */
export function replicaReadsPlugin(reads: ReplicaReads): Plugin<RequestContext> {
  return {
    async onExecute({ args }) {
      const ctx = args.contextValue;
      if (!isAnonymous(ctx) || !classify(args.document, args.operationName).shared) return;
      await reads.route(ctx);
    },
  };
}

/** REST: the GETs that answer public data alike to every visitor. */
const PUBLIC_REST_READS: readonly RegExp[] = [
  /^\/api\/categories$/,
  /^\/api\/reviews\/recent$/,
  /^\/api\/providers(\/search)?$/,
  /^\/api\/providers\/[^/]+(\/reviews)?$/,
];

export function isPublicRestRead(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && PUBLIC_REST_READS.some((pattern) => pattern.test(path));
}
