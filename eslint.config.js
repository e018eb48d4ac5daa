// One lint for the whole tree: ESLint's and typescript-eslint's recommended rules, the
// React hooks rules for the SPA, its words only through the message catalog
// (web/src/i18n/en-CA.json), and the import boundaries of the README's architecture.
// Formatting is Prettier's alone (eslint-config-prettier turns off the rules it owns).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import formatjs from "eslint-plugin-formatjs";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A `no-restricted-imports` pattern group with the reason ESLint prints beside it. */
const forbid = (group, message) => ({ group, message });

const WEB_NEVER_IMPORTS_SERVER = forbid(
  ["**/graph/**", "**/prisma/**"],
  "The web bundle never imports server code: share it through shared/ or serve it through GraphQL.",
);
const COMPONENTS_NEVER_IMPORT_PAGES = forbid(
  ["**/pages/**"],
  "Components never import pages: pass what the component needs in its props or its fragment.",
);
const SERVICES_NEVER_IMPORT_DOORS = forbid(
  ["**/schema/**", "**/rest/**", "**/webhooks/**", "**/app.ts", "**/server.ts"],
  "Services are the rules every door shares: they never import a door (GraphQL schema, REST, webhooks) or the server.",
);
const SERVICES_NEVER_IMPORT_HTTP = forbid(
  ["**/http/**"],
  "Services never import the HTTP layer (graph/src/http): take what a rule needs as an argument, so every door and job can call it.",
);
// A page is one route's screen: what two pages share lives in components/ or lib/, so a
// page can move, split or go without breaking another. A page's own files import each
// other by "./"; the pattern only catches a path that climbs out to another page.
const PAGES_NEVER_IMPORT_OTHER_PAGES = {
  // "../Other/x" from a page's folder, or a path through pages/ from anywhere below it.
  regex: "^(\\.\\./(?!\\.\\.)[^/]+/|(\\.\\./)+pages/)",
  message: "A page never imports another page: move what both need to components/ or lib/.",
};
const SHARED_IMPORTS_NOTHING_OF_OURS = forbid(
  ["**/graph/**", "**/web/**", "**/prisma/**"],
  "shared/ is imported by the server and the web bundle alike: it holds no server or browser code.",
);
const SEED_NEVER_IMPORTS_SERVER = forbid(
  ["**/graph/src/app.ts", "**/graph/src/server.ts", "**/graph/src/schema/**", "**/graph/src/rest/**"],
  "The seed needs the database client and a few pure helpers, never the server.",
);

// react-relay's main entry also loads the legacy container APIs (QueryRenderer,
// createFragmentContainer...), about 8 KB compressed that every first visit would download
// for nothing: the hooks entry has everything this app uses.
const WEB_USES_RELAY_HOOKS_ENTRY = {
  name: "react-relay",
  message: 'Import from "react-relay/hooks": the main entry adds the legacy containers to the bundle.',
};

const restrict = (...patterns) => ["error", { patterns }];
const restrictWeb = (...patterns) => ["error", { patterns, paths: [WEB_USES_RELAY_HOOKS_ENTRY] }];

// Props that carry words a person reads or hears, on any element or component, beside the
// rule's own defaults (aria-label, aria-description, title and placeholder on DOM elements,
// alt on <img>): our components' label-like props, and the ARIA ones that hold text.
const USER_VISIBLE_PROPS = [
  "*",
  "{title,label,message,intro,description,documentTitle,placeholder,alt,aria-placeholder,aria-roledescription,aria-valuetext}",
];
// Object keys that carry such words into a component or a toast ({ label }, { title }).
const USER_VISIBLE_KEYS = ["label", "title", "message", "intro", "description", "placeholder"];

export default defineConfig(
  globalIgnores([
    "**/__generated__/**",
    "graph/src/generated/**",
    "dist/**",
    ".data/**",
    "node_modules/**",
    "test-results/**",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a parameter kept for its position (a resolver's root, say).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
    },
  },
  {
    // Promises the type checker can see: one nobody awaits or catches is an error nobody
    // hears (an unhandled rejection, or a write that finishes after its answer); one handed
    // to a place that expects a plain function (an event handler, forEach) is the same
    // promise dropped; awaiting what is not a promise hides a mistake about what a call returns.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // Tests read untyped JSON from the server they drive; the assertions are the types there.
    files: ["**/*.test.{ts,tsx}", "graph/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": restrictWeb(WEB_NEVER_IMPORTS_SERVER),
    },
  },
  {
    // Words come from the catalog, by id: a literal in JSX or in a label-like key is a
    // string no translation can reach. The catalog is the one source of the words, so
    // no message carries its own defaultMessage, and every <FormattedMessage> names an id
    // (TypeScript checks the id is in the catalog).
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}"],
    plugins: { formatjs },
    rules: {
      "formatjs/no-literal-string-in-jsx": ["error", { props: { include: [USER_VISIBLE_PROPS] } }],
      "formatjs/no-literal-string-in-object": ["error", { include: USER_VISIBLE_KEYS }],
      "formatjs/prefer-formatted-message": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='defaultMessage'], Property[key.name='defaultMessage']",
          message: "Words live in web/src/i18n/en-CA.json: refer to them by id, without a defaultMessage.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='FormattedMessage']:not(:has(JSXAttribute[name.name='id'], JSXSpreadAttribute))",
          message: 'Name the catalog entry: <FormattedMessage id="..." />.',
        },
      ],
    },
  },
  {
    files: ["web/src/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictWeb(WEB_NEVER_IMPORTS_SERVER, COMPONENTS_NEVER_IMPORT_PAGES) },
  },
  {
    files: ["web/src/pages/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictWeb(WEB_NEVER_IMPORTS_SERVER, PAGES_NEVER_IMPORT_OTHER_PAGES) },
  },
  {
    files: ["graph/src/services/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SERVICES_NEVER_IMPORT_DOORS, SERVICES_NEVER_IMPORT_HTTP) },
  },
  {
    files: ["shared/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SHARED_IMPORTS_NOTHING_OF_OURS) },
  },
  {
    files: ["prisma/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SEED_NEVER_IMPORTS_SERVER) },
  },
  prettier,
);
