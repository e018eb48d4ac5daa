// One lint for the whole tree: ESLint's and typescript-eslint's recommended rules, the
// React hooks rules for the SPA, and the import boundaries of the README's architecture.
// Formatting is Prettier's alone (eslint-config-prettier turns off the rules it owns).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
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
const SHARED_IMPORTS_NOTHING_OF_OURS = forbid(
  ["**/graph/**", "**/web/**", "**/prisma/**"],
  "shared/ is imported by the server and the web bundle alike: it holds no server or browser code.",
);
const SEED_NEVER_IMPORTS_SERVER = forbid(
  ["**/graph/src/app.ts", "**/graph/src/server.ts", "**/graph/src/schema/**", "**/graph/src/rest/**"],
  "The seed needs the database client and a few pure helpers, never the server.",
);

const restrict = (...patterns) => ["error", { patterns }];

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
      "no-restricted-imports": restrict(WEB_NEVER_IMPORTS_SERVER),
    },
  },
  {
    files: ["web/src/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(WEB_NEVER_IMPORTS_SERVER, COMPONENTS_NEVER_IMPORT_PAGES) },
  },
  {
    files: ["graph/src/services/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SERVICES_NEVER_IMPORT_DOORS) },
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
