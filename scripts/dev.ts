// `npm run dev`: the API server restarting on change (tsx watch) on API_PORT, and Vite's
// dev server with hot module replacement on PORT, proxying /graphql and /api to it.
import { type ChildProcess, spawn } from "node:child_process";
import { ensureGeneratedClient } from "./generated-client.ts";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);

ensureGeneratedClient();

const children: ChildProcess[] = [
  // The manifest of the SPA's trusted documents too: Vite's relay-compiler adds a query's
  // new id to it, and the API must then know that id (tsx watches only what is TypeScript).
  spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "watch",
      "--clear-screen=false",
      "--include",
      "shared/graphql/__generated__/persisted-operations.json",
      "scripts/serve-api.ts",
    ],
    { stdio: "inherit", env: { ...process.env, PORT: apiPort } },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", port, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
