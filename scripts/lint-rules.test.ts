// Rules of eslint.config.js that guard the architecture, tried on code that breaks them:
// each must fail the lint, and the right way beside it must pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The samples are files no disk holds, at the paths whose rules they try. The type-aware
// rules need every linted file in a TypeScript project: these go to a default one that
// reads the repository's tsconfig.json.
const SAMPLE_PATHS = ["web/src/*/*/Example.tsx", "graph/src/*/bookings/example.ts", "shared/example.ts"];
const eslint = new ESLint({
  overrideConfig: {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: SAMPLE_PATHS, defaultProject: "tsconfig.json" } },
    },
  },
});

async function findings(rule: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} could not be linted: ${fatal.message}`);
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

  it("a page may not import another page", async () => {
    for (const other of ["../RegisterBusiness/fieldErrors", "../../pages/Home/homeSearch"]) {
      const wrong = await restrictedImports("web/src/pages/SignUp/Example.tsx", `import { imported } from "${other}";`);
      expect(wrong, other).toEqual([expect.stringContaining("A page never imports another page")]);
    }
    for (const own of ["./signUpForm", "../../components/FilterChips/searchFilters", "../../lib/format"]) {
      const right = await restrictedImports("web/src/pages/SignUp/Example.tsx", `import { imported } from "${own}";`);
      expect(right, own).toEqual([]);
    }
  });

  it("a service may not import the HTTP layer", async () => {
    const wrong = await restrictedImports(
      "graph/src/services/bookings/example.ts",
      'import { imported } from "../../http/request-context.ts";',
    );
    expect(wrong).toEqual([expect.stringContaining("never import the HTTP layer")]);
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

describe("promises", { timeout: 60_000 }, () => {
  const file = "graph/src/services/bookings/example.ts";
  const sample = (body: string) => `async function save(): Promise<number> {\n  return 1;\n}\n${body}\n`;

  it("refuses a promise nobody awaits or catches", async () => {
    expect(await findings("@typescript-eslint/no-floating-promises", file, sample("save();"))).not.toEqual([]);
    const right = sample("export async function run() {\n  await save();\n  void save().catch(() => 0);\n}");
    expect(await findings("@typescript-eslint/no-floating-promises", file, right)).toEqual([]);
  });

  it("refuses a promise handed where a plain function is expected", async () => {
    const wrong = sample('process.on("SIGTERM", async () => {\n  await save();\n});');
    expect(await findings("@typescript-eslint/no-misused-promises", file, wrong)).not.toEqual([]);
    const right = sample('process.on("SIGTERM", () => void save().catch(() => 0));');
    expect(await findings("@typescript-eslint/no-misused-promises", file, right)).toEqual([]);
  });

  it("refuses awaiting what is not a promise", async () => {
    const wrong = sample("export async function run() {\n  return await 42;\n}");
    expect(await findings("@typescript-eslint/await-thenable", file, wrong)).not.toEqual([]);
    const right = sample("export async function run() {\n  return await save();\n}");
    expect(await findings("@typescript-eslint/await-thenable", file, right)).toEqual([]);
  });
});
