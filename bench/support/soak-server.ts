// One app process of the soak (bench/soak.ts): the marketplace's own startServer, as
// scripts/serve-api.ts runs it, but without a prepareDatabase step. The soak seeds the
// database once before it starts two of these, so neither seeds and neither races the
// other to do it. Started with `node --import tsx`, so the process that serves is the one
// whose memory the soak reads.
import { startServer } from "../../graph/src/server.ts";

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 1) throw new Error("PORT must name the port to listen on");
await startServer({ port });
