// relay-compiler reads this; vite-plugin-relay-lite reads it too to transform graphql`` tags.
// Artifacts go to __generated__/ beside each component (the default), and are committed.
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  // Artifacts import types with `import type`: with verbatimModuleSyntax a plain import is kept,
  // and a @preloadable query's $parameters artifact (what route loaders import, to send the query
  // before the page's code is in) would pull in the full artifact, or name a missing export.
  useImportTypeSyntax: true,
  excludes: ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"],
  // Trusted documents: an artifact keeps only its operation's id (the SHA-256 of its text) and
  // the texts go to this manifest, which the server runs them from (persisted-operations.ts).
  // The compiler only ever adds to it; `npm run relay` writes it afresh.
  persistConfig: { file: "./shared/graphql/__generated__/persisted-operations.json", algorithm: "SHA256" },
};

// package.json has "type": "module", and relay-compiler loads this file with require():
// Node's require(esm) returns this named export as the module's value, so the compiler
// sees the plain config object instead of a namespace with `default` and `__esModule`.
export { config as "module.exports" };
export default config;
