import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the API tests and for partners: write an operation in a .graphql
// file, run `npm run codegen`, and import it fully typed (variables and result).
// The SPA does not use this; relay-compiler generates its types.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["graph/test/operations/*.graphql"],
  generates: {
    "graph/test/__generated__/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
  },
  hooks: {},
};

export default config;
