// Rules of eslint.config.js that guard the architecture, tried on code that breaks them:
// each must fail the lint, and the right way beside it must pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function findings(rule: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedImports = (filePath: string, source: string) =>
  findings("no-restricted-imports", filePath, `${source}\nexport const used = imported;\n`);

// The first lint loads the whole config and its parsers: seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
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

  it("the web imports Relay's hooks entry, not the one that adds the legacy containers", async () => {
    for (const file of ["web/src/pages/Home/Example.tsx", "web/src/components/Example/Example.tsx"]) {
      const wrong = await restrictedImports(file, 'import { useFragment as imported } from "react-relay";');
      expect(wrong, file).toEqual([expect.stringContaining('Import from "react-relay/hooks"')]);
      const right = await restrictedImports(file, 'import { useFragment as imported } from "react-relay/hooks";');
      expect(right, file).toEqual([]);
    }
  });

  it("shared code may not import the server or the web", async () => {
    const wrong = await restrictedImports("shared/example.ts", 'import { imported } from "../graph/src/context.ts";');
    expect(wrong).toEqual([expect.stringContaining("holds no server or browser code")]);
  });
});

describe("words through the message catalog", () => {
  const component = (body: string) =>
    `import { FormattedMessage, useIntl } from "react-intl";\nexport function Example() {\n  const intl = useIntl();\n  return ${body};\n}\n`;
  const file = "web/src/components/Example/Example.tsx";

  it("refuses words written into a component, as text or as a user-visible prop", async () => {
    for (const body of [
      "<p>Booking Submitted</p>",
      '<button aria-label="Close">x</button>',
      '<input placeholder="What needs doing?" />',
      '<ErrorState title="City Not Found" />',
    ]) {
      const literal = [
        ...(await findings("formatjs/no-literal-string-in-jsx", file, component(body))),
        ...(await findings("formatjs/no-literal-string-in-object", file, component(body))),
      ];
      expect(literal, body).not.toEqual([]);
    }
  });

  it("accepts the same words from the catalog", async () => {
    for (const body of [
      '<p><FormattedMessage id="bookingDialog.toast.submitted.title" /></p>',
      '<button aria-label={intl.formatMessage({ id: "bookingDialog.close" })}>{null}</button>',
    ]) {
      expect(await findings("formatjs/no-literal-string-in-jsx", file, component(body)), body).toEqual([]);
    }
  });
});
