// The owner of an embedded database's data directory: one at a time, found while it runs,
// forgotten once it stops or dies, and never mistaken for the owner of a copied directory.
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "./backup.ts";
import { claimDataDir, findOwner, OWNER_MARKER } from "./backup-owner.ts";

let root: string;
let dataDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-owner-"));
  dataDir = path.join(root, "data");
  await mkdir(dataDir);
  await writeFile(path.join(dataDir, "PG_VERSION"), "17\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the data directory's owner", () => {
  it("is found while it runs, refuses a second one, and is gone with its marker once stopped", async () => {
    expect(await findOwner(dataDir)).toBeNull();
    const server = await claimDataDir(dataDir, "server");
    try {
      expect(await findOwner(dataDir)).toMatchObject({ pid: process.pid, role: "server" });
      await expect(claimDataDir(dataDir, "backup")).rejects.toThrow(
        /^The embedded database at .*data is already open in the running server \(pid \d+\)\.$/,
      );
    } finally {
      await server.stop();
    }
    expect(await findOwner(dataDir)).toBeNull();
    expect(await readdir(dataDir)).toEqual(["PG_VERSION"]);
  });

  it("is forgotten when its process died (its socket answers no more)", async () => {
    const marker = { pid: 999_999, role: "server", socket: path.join(root, "gone", "socket") };
    await writeFile(path.join(dataDir, OWNER_MARKER), JSON.stringify(marker));
    expect(await findOwner(dataDir)).toBeNull();
    const server = await claimDataDir(dataDir, "server");
    await server.stop();
    expect(await readdir(dataDir)).toEqual(["PG_VERSION"]);
  });

  it("of a directory is not the owner of a copy of it", async () => {
    const server = await claimDataDir(dataDir, "server");
    try {
      const copy = path.join(root, "copy");
      await cp(dataDir, copy, { recursive: true });
      expect(await findOwner(copy)).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it("keeps a backup out while a restore holds it", async () => {
    const restoring = await claimDataDir(dataDir, "restore");
    try {
      await expect(
        backupDatabase({ target: { kind: "pglite", dataDir }, folder: path.join(root, "out") }),
      ).rejects.toThrow(/is in use by npm run db:restore \(pid \d+\); try again when it ends\.$/);
    } finally {
      await restoring.stop();
    }
    expect(await readdir(root)).not.toContain("out");
  });
});
