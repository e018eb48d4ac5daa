import { defineConfig } from "prisma/config";

// Migrations are applied by our own runner (graph/src/db/migrate.ts) through the
// WebAssembly schema engine, so the CLI is only used for `prisma generate`.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
