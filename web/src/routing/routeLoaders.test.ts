import { loadQuery } from "react-relay/hooks";
import { createOperationDescriptor, Environment, Network, RecordSource, Store } from "relay-runtime";
import type { GraphQLResponse, RequestParameters } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import HeaderQueryNode from "../components/Header/__generated__/HeaderQuery.graphql";
import MyDataPageQueryNode, { type MyDataPageQuery } from "../pages/MyData/__generated__/MyDataPageQuery.graphql";
import RequireRoleViewerQueryNode from "./__generated__/RequireRoleViewerQuery.graphql";
import { createQueryRegistry } from "./queryRegistry";
import { createRouteLoaders, lazyModule, whenHere } from "./routeLoaders";
import { viewerInStore } from "./viewerAccess";

// A stand-in for the server: answers the header's query with `viewer`, any other with a
// page's answer, and records what was asked. Answers wait for `release()` when held.
type FakeViewer = { id: string; role: string; twoFactorEnabled: boolean; secondFactorVerified: boolean };

function fakeServer(viewer: FakeViewer | null, { held = false } = {}) {
  const asked: string[] = [];
  const pending: Array<() => void> = [];
  const network = Network.create((request: RequestParameters) => {
    asked.push(request.name);
    const data = request.name === "HeaderQuery" ? { viewer: viewer && { __typename: "User", ...viewer } } : { viewer };
    const answer = { data } as GraphQLResponse;
    if (!held) return Promise.resolve(answer);
    return new Promise<GraphQLResponse>((resolve) => pending.push(() => resolve(answer)));
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  return { environment, asked, release: () => pending.splice(0).forEach((answer) => answer()) };
}

/** What the header's query leaves in the store once it has answered. */
function knowViewer(environment: Environment, viewer: FakeViewer | null) {
  environment.commitPayload(createOperationDescriptor(RequireRoleViewerQueryNode, {}), {
    viewer: viewer && { __typename: "User", ...viewer },
  });
}

const ADMIN = { id: "VXNlcjox", role: "ADMIN", twoFactorEnabled: true, secondFactorVerified: true };
const CUSTOMER = { id: "VXNlcjoy", role: "CUSTOMER", twoFactorEnabled: false, secondFactorVerified: false };

describe("viewerInStore", () => {
  it("is unknown until the viewer has been loaded, then the role or a visitor", () => {
    const { environment } = fakeServer(null);
    expect(viewerInStore(environment)).toBeUndefined();
    knowViewer(environment, null);
    expect(viewerInStore(environment)).toEqual({ role: null });
    knowViewer(environment, ADMIN);
    expect(viewerInStore(environment)).toEqual({ role: "ADMIN", twoFactorEnabled: true, secondFactorVerified: true });
  });
});

describe("createRouteLoaders", () => {
  // Quiet: the stand-in's answers leave out fields of the header's fragments.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("starts a guarded query at once for a viewer the store knows may see it", () => {
    const { environment, asked } = fakeServer(ADMIN);
    knowViewer(environment, ADMIN);
    const registry = createQueryRegistry();
    const data = createRouteLoaders(environment, registry).forRoles<MyDataPageQuery>(
      ["ADMIN"],
      MyDataPageQueryNode,
      () => ({}),
      { fetchPolicy: "network-only" },
    );
    expect(data.queryRef).not.toBeNull();
    expect(data.decided ?? null).toBeNull();
    expect(asked).toEqual(["MyDataPageQuery"]);
    expect(registry.size()).toBe(1);
  });

  it("asks nothing for a visitor or another role", () => {
    for (const viewer of [null, CUSTOMER]) {
      const { environment, asked } = fakeServer(viewer);
      knowViewer(environment, viewer);
      const data = createRouteLoaders(environment, createQueryRegistry()).forRoles<MyDataPageQuery>(
        ["ADMIN"],
        MyDataPageQueryNode,
        () => ({}),
      );
      expect(data.queryRef).toBeNull();
      expect(asked).toEqual([]);
    }
  });

  it("asks nothing for staff whose session has still to give its second factor", () => {
    for (const viewer of [
      { ...ADMIN, twoFactorEnabled: false, secondFactorVerified: false },
      { ...ADMIN, secondFactorVerified: false },
    ]) {
      const { environment, asked } = fakeServer(viewer);
      knowViewer(environment, viewer);
      const loaders = createRouteLoaders(environment, createQueryRegistry());
      expect(loaders.forRoles<MyDataPageQuery>(["ADMIN"], MyDataPageQueryNode, () => ({})).queryRef).toBeNull();
      expect(asked).toEqual([]);
      // Their own account page is not a staff screen.
      const own = loaders.forRoles<MyDataPageQuery>(["CUSTOMER", "PROVIDER", "ADMIN"], MyDataPageQueryNode, () => ({}));
      expect(own.queryRef).not.toBeNull();
    }
  });

  it("on a first visit, waits for the header's query (joining it) and then starts the page's", async () => {
    const { environment, asked, release } = fakeServer(ADMIN, { held: true });
    // The root loader's request, already on its way.
    const headerRef = loadQuery(environment, HeaderQueryNode, {});
    const registry = createQueryRegistry();
    const data = createRouteLoaders(environment, registry).forRoles<MyDataPageQuery>(
      ["ADMIN"],
      MyDataPageQueryNode,
      () => ({}),
      { fetchPolicy: "network-only" },
    );
    expect(data.queryRef).toBeNull();
    expect(asked).toEqual(["HeaderQuery"]);

    release();
    await data.decided;
    expect(data.queryRef).not.toBeNull();
    expect(asked).toEqual(["HeaderQuery", "MyDataPageQuery"]);
    // Kept while the route's loader data holds it.
    registry.sweep([data]);
    expect(registry.size()).toBe(1);
    headerRef.dispose();
  });

  it("on a first visit of a visitor, asks only for the header's query", async () => {
    const { environment, asked } = fakeServer(null);
    const data = createRouteLoaders(environment, createQueryRegistry()).forRoles<MyDataPageQuery>(
      ["ADMIN"],
      MyDataPageQueryNode,
      () => ({}),
    );
    await data.decided;
    expect(data.queryRef).toBeNull();
    expect(asked).toEqual(["HeaderQuery"]);
  });

  it("passes on the failure of what it waited for", async () => {
    const { environment } = fakeServer(null);
    const data = createRouteLoaders(environment, createQueryRegistry()).loadWhen<MyDataPageQuery, null>(
      MyDataPageQueryNode,
      Promise.reject(new Error("offline")),
      () => ({}),
    );
    await expect(data.decided).rejects.toThrow("offline");
    expect(data.queryRef).toBeNull();
  });
});

describe("lazyModule and whenHere", () => {
  it("imports again after a failed download, and is at hand once in", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ value: 1 });
    const module = lazyModule(importer);
    await expect(module.get()).rejects.toThrow("offline");
    await expect(module.get()).resolves.toEqual({ value: 1 });
    expect(module.get()).toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("whenHere goes on at once with a value, later with a promise", async () => {
    expect(whenHere(2, (n) => n + 1)).toBe(3);
    await expect(whenHere(Promise.resolve(2), (n) => n + 1)).resolves.toBe(3);
  });
});
