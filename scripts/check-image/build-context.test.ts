// .dockerignore read as Docker reads it, so the replay's build context is the one
// `docker build .` would send.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isIgnored, parseIgnoreRules } from "./build-context.ts";

describe(".dockerignore matching", () => {
  const rules = parseIgnoreRules("node_modules\n**/*.log\ndocs\n!docs/keep.md\n/dist\n");

  it("leaves out a matched folder with everything in it, at any depth for **", () => {
    expect(isIgnored("node_modules/react/index.js", rules)).toBe(true);
    expect(isIgnored("web/node_modules/x.js", rules)).toBe(false);
    expect(isIgnored("a/b/c.log", rules)).toBe(true);
    expect(isIgnored("c.log", rules)).toBe(true);
    expect(isIgnored("dist/web/index.html", rules)).toBe(true);
    expect(isIgnored("web/src/main.tsx", rules)).toBe(false);
  });

  it("lets a later ! pattern bring a file back", () => {
    expect(isIgnored("docs/other.md", rules)).toBe(true);
    expect(isIgnored("docs/keep.md", rules)).toBe(false);
  });

  it("keeps in the build context everything the build reads", () => {
    const repositoryRules = parseIgnoreRules(readFileSync(new URL("../../.dockerignore", import.meta.url), "utf8"));
    for (const file of [
      "package.json",
      "package-lock.json",
      "web/src/main.tsx",
      "prisma/schema.prisma",
      "vite.config.ts",
    ]) {
      expect(isIgnored(file, repositoryRules), file).toBe(false);
    }
    for (const file of [
      "node_modules/x/index.js",
      "graph/src/generated/prisma/client.ts",
      ".git/HEAD",
      "dist/web/a.js",
    ]) {
      expect(isIgnored(file, repositoryRules), file).toBe(true);
    }
  });
});
