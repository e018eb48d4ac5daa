// The API alone (no web bundle): what `npm run dev` runs under tsx watch.
import { startServer } from "../graph/src/server.ts";

await startServer({
  port: Number(process.env.PORT ?? 3001),
  seedProviders: Number(process.env.SEED_PROVIDERS ?? 2000),
});
