// The import boundaries of eslint.config.js, tried on imports that cross them the wrong way:
// each must fail the lint, and the right-way import beside it must pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("a component may not import a page", async () => {
    const wrong = await restrictedImports(
      "web/src/components/Example/Example.tsx",
      'import { imported } from "../../pages/Home/homeSearch";',
    );
    expect(wrong).toEqual([expect.stringContaining("Components never import pages")]);
    const right = await restrictedImports(
      "web/src/pages/Home/Example.tsx",
      'import { imported } from "../../components/FilterChips/searchFilters";',
    );
    expect(right).toEqual([]);
  });

  it("the web bundle may not import the server", async () => {
    const wrong = await restrictedImports(
      "web/src/pages/Home/Example.tsx",
      'import { imported } from "../../../../graph/src/services/errors.ts";',
    );
    expect(wrong).toEqual([expect.stringContaining("never imports server code")]);
  });

  it("a service may not import a door", async () => {
    for (const door of ["../../schema/errors.ts", "../../rest/router.ts", "../../app.ts"]) {
      const wrong = await restrictedImports(
        "graph/src/services/bookings/example.ts",
        `import { imported } from "${door}";`,
      );
      expect(wrong, door).toEqual([expect.stringContaining("never import a door")]);
    }
    const right = await restrictedImports(
      "graph/src/schema/bookings/example.ts",
      'import { imported } from "../../services/errors.ts";',
    );
    expect(right).toEqual([]);
  });

  it("shared code may not import the server or the web", async () => {
    const wrong = await restrictedImports("shared/example.ts", 'import { imported } from "../graph/src/context.ts";');
    expect(wrong).toEqual([expect.stringContaining("holds no server or browser code")]);
  });
});
