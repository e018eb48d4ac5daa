// relay-compiler reads this; vite-plugin-relay-lite reads it too to transform graphql`` tags.
// Artifacts go to __generated__/ beside each component (the default), and are committed.
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"],
};

// package.json has "type": "module", and relay-compiler loads this file with require():
// Node's require(esm) returns this named export as the module's value, so the compiler
// sees the plain config object instead of a namespace with `default` and `__esModule`.
export { config as "module.exports" };
export default config;
