import { describe, expect, it } from "vitest";
import { readinessProbe } from "./readiness.ts";

/** A database whose next answers the test decides: "up", "down" (refused) or "hung". */
function fakeDatabase() {
  const state = { mode: "up" as "up" | "down" | "hung", statements: 0 };
  const db = {
    $queryRaw: (() => {
      state.statements += 1;
      if (state.mode === "up") return Promise.resolve([{ "?column?": 1 }]);
      if (state.mode === "down") return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
      return new Promise(() => {});
    }) as never,
  };
  return { db, state };
}

function probeOver(db: ReturnType<typeof fakeDatabase>["db"], flags = { prepared: true, stopping: false }) {
  let time = 0;
  const probe = readinessProbe({
    db,
    isPrepared: () => flags.prepared,
    isStopping: () => flags.stopping,
    timeoutMs: 50,
    intervalMs: 1_000,
    now: () => time,
  });
  return { probe, advance: (ms: number) => (time += ms) };
}

describe("readinessProbe", () => {
  it("is ready while the database answers, and not when it refuses or hangs past the bound", async () => {
    const { db, state } = fakeDatabase();
    const { probe, advance } = probeOver(db);
    expect(await probe()).toBe("ready");
    advance(1_000);
    state.mode = "down";
    expect(await probe()).toBe("database unreachable");
    advance(1_000);
    state.mode = "hung";
    const started = performance.now();
    expect(await probe()).toBe("database unreachable");
    expect(performance.now() - started).toBeLessThan(1_000);
    advance(1_000);
    state.mode = "up";
    expect(await probe()).toBe("ready");
  });

  it("asks the database once per interval however many checks arrive", async () => {
    const { db, state } = fakeDatabase();
    const { probe, advance } = probeOver(db);
    await Promise.all([probe(), probe(), probe()]);
    await probe();
    expect(state.statements).toBe(1);
    advance(999);
    await probe();
    expect(state.statements).toBe(1);
    advance(1);
    await probe();
    expect(state.statements).toBe(2);
  });

  it("says starting before the database is prepared and stopping once it stops, asking nothing", async () => {
    const { db, state } = fakeDatabase();
    const flags = { prepared: false, stopping: false };
    const { probe } = probeOver(db, flags);
    expect(await probe()).toBe("starting");
    flags.prepared = true;
    flags.stopping = true;
    expect(await probe()).toBe("stopping");
    expect(state.statements).toBe(0);
  });
});
