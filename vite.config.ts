import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay-lite";

// 127.0.0.1, not localhost: the API listens on IPv4 only, and localhost may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const relayCompilerBin = createRequire(import.meta.url).resolve("relay-compiler/cli.js");

// vite-plugin-relay-lite runs `relay-compiler --watch` in dev, which needs watchman (not
// installed here) and then waits forever. Instead compile once at start, and again after
// a source file changes; the compiler only rewrites artifacts whose documents changed.
function relayCompiler(): Plugin {
  let running: Promise<void> | null = null;
  let again = false;
  const compile = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = new Promise<void>((resolve, reject) => {
      execFile(process.execPath, [relayCompilerBin], { cwd: repoRoot }, (error, stdout, stderr) => {
        running = null;
        if (error) reject(new Error(`relay-compiler failed:\n${stdout}${stderr}`));
        else resolve();
        if (again) {
          again = false;
          void compile().catch((e: Error) => console.error(e.message));
        }
      });
    });
    return running;
  };
  return {
    name: "relay-compiler-once",
    enforce: "pre",
    buildStart: () => compile(),
    configureServer(server) {
      const onFile = (file: string) => {
        if (/\/web\/src\/.*\.tsx?$/.test(file) && !file.includes("__generated__")) {
          void compile().catch((e: Error) => server.config.logger.error(e.message));
        }
      };
      server.watcher.on("change", onFile);
      server.watcher.on("add", onFile);
    },
  };
}

export default defineConfig({
  root: "web",
  plugins: [relayCompiler(), relay({ codegen: false, cwd: repoRoot }), react(), vanillaExtractPlugin()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // One stylesheet, as before the split, with its rules in the same order (see "styles").
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Each page is its own chunk (routes.tsx imports them lazily). The libraries every
        // screen needs go in chunks of their own, so they stay cached while the app changes.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: "relay",
              test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
            },
            { name: "router", test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // Every style module in one chunk, in import order: left to the chunker, the styles
            // shared by the shell and the pages came before global.css (its resets and
            // :focus-visible then won over components' rules of equal specificity).
            { name: "styles", test: /(\.css\.ts|[\\/]styles[\\/]global\.css)($|\?)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
  preview: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
});
