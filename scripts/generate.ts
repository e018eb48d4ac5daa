// `npm run generate`: the Prisma client and its Pothos types, when missing or stale
// (scripts/generated-client.ts); `--force` regenerates them anyway.
import { ensureGeneratedClient } from "./generated-client.ts";

ensureGeneratedClient({ force: process.argv.includes("--force") });
