// The API alone (no web bundle): what `npm run dev` runs under tsx watch.
import { startServer } from "../graph/src/server.ts";
import { prepareDatabase } from "./prepare-database.ts";

await startServer({
  port: Number(process.env.PORT ?? 3001),
  prepareDatabase: prepareDatabase({ providers: Number(process.env.SEED_PROVIDERS ?? 2000) }),
});
