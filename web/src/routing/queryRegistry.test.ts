import type { PreloadedQuery } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { createQueryRegistry } from "./queryRegistry";

type FakeRef = PreloadedQuery<OperationType> & { dispose: ReturnType<typeof vi.fn> };
const fakeRef = () => ({ dispose: vi.fn() }) as unknown as FakeRef;

/** Runs deferred checks when told to, like the microtask queue after a commit. */
function manualDefer() {
  const queue: Array<() => void> = [];
  return { defer: (fn: () => void) => void queue.push(fn), flush: () => queue.splice(0).forEach((fn) => fn()) };
}

describe("createQueryRegistry", () => {
  it("disposes a screen's query once another screen is shown, and keeps the layout's", () => {
    const registry = createQueryRegistry();
    const header = fakeRef();
    const home = fakeRef();
    const headerData = registry.track(header);
    const homeData = registry.track(home);
    registry.sweep([headerData, homeData]);
    expect(home.dispose).not.toHaveBeenCalled();

    const city = fakeRef();
    const cityData = registry.track(city);
    registry.sweep([headerData, cityData]);
    expect(home.dispose).toHaveBeenCalledTimes(1);
    expect(header.dispose).not.toHaveBeenCalled();
    expect(city.dispose).not.toHaveBeenCalled();
    expect(registry.size()).toBe(2);
  });

  it("keeps a reference that a mounted component still reads, until it lets go", () => {
    const { defer, flush } = manualDefer();
    const registry = createQueryRegistry(defer);
    const old = fakeRef();
    registry.acquire(old);
    registry.sweep([registry.track(old)]);
    registry.sweep([registry.track(fakeRef())]); // the loader data moved on
    expect(old.dispose).not.toHaveBeenCalled();
    registry.release(old);
    flush();
    expect(old.dispose).toHaveBeenCalledTimes(1);
  });

  it("survives StrictMode's release and re-acquire in one commit", () => {
    const { defer, flush } = manualDefer();
    const registry = createQueryRegistry(defer);
    const ref = fakeRef();
    registry.track(ref);
    registry.acquire(ref);
    registry.sweep([]);
    registry.release(ref);
    registry.acquire(ref);
    flush();
    expect(ref.dispose).not.toHaveBeenCalled();
  });

  it("does not dispose a reference that is still on screen when its reader unmounts", () => {
    const { defer, flush } = manualDefer();
    const registry = createQueryRegistry(defer);
    const ref = fakeRef();
    const data = registry.track(ref);
    registry.sweep([data]);
    registry.acquire(ref);
    registry.release(ref);
    flush();
    expect(ref.dispose).not.toHaveBeenCalled();
  });

  it("is idempotent, disposes each reference once, and ignores other loader data", () => {
    const registry = createQueryRegistry();
    const abandoned = fakeRef();
    registry.track(abandoned);
    registry.sweep([null, "text", { other: 1 }]);
    registry.sweep([]);
    expect(abandoned.dispose).toHaveBeenCalledTimes(1);
    expect(registry.size()).toBe(0);
  });
});

describe("createQueryRegistry with a router", () => {
  const idle = (loaderData: Record<string, unknown>) => ({
    navigation: { state: "idle" },
    revalidation: "idle",
    loaderData,
  });

  it("keeps the reference of a screen that is still rendering when the previous commit sweeps", () => {
    const registry = createQueryRegistry();
    const pending = fakeRef();
    const pendingData = registry.track(pending);
    registry.attach(() => idle({ root: undefined, home: pendingData }));
    registry.sweep([]); // effects of the previous screen's commit
    expect(pending.dispose).not.toHaveBeenCalled();
  });

  it("waits while the router is loading", () => {
    const registry = createQueryRegistry();
    const ref = fakeRef();
    registry.track(ref);
    registry.attach(() => ({ navigation: { state: "loading" }, revalidation: "idle", loaderData: {} }));
    registry.sweep([]);
    expect(ref.dispose).not.toHaveBeenCalled();
    registry.attach(() => idle({}));
    registry.sweep([]);
    expect(ref.dispose).toHaveBeenCalledTimes(1);
  });
});
