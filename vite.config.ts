import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay-lite";
import { messageCatalogParts } from "./scripts/vite/messageCatalogParts.ts";

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

/** Text the server can send compressed (graph/src/http/spa.ts picks a sibling by Accept-Encoding). */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

// Every text file of the build gets .br and .gz siblings, made once with the slowest,
// smallest settings, so the server never compresses a file per request. index.html is
// left out: the server writes each route's own (graph/src/http/route-meta.ts). A sibling
// that would not be smaller is not written; the server then sends the file as it is.
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = "";
  let failed = false;
  const compressFile = async (file: string) => {
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([
      br.byteLength < bytes.byteLength ? writeFile(`${file}.br`, br) : undefined,
      gz.byteLength < bytes.byteLength ? writeFile(`${file}.gz`, gz) : undefined,
    ]);
  };
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // A failed build wrote nothing: its own error is the one to show, not a missing folder's.
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    // After the bundle and the public files are both written.
    async closeBundle() {
      if (failed) return;
      const started = performance.now();
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map((file) =>
          compressFile(file).catch((error: NodeJS.ErrnoException) => {
            // Another build emptied the folder meanwhile: its files are its own to compress.
            if (error.code !== "ENOENT") throw error;
          }),
        ),
      );
      this.info(`compressed ${files.length} files in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

// The modules the first-view pages (routes.tsx's firstViewPage) share beyond the entry's: a
// provider's card and what it needs (home, city page, finder), and the fields and city lists
// (home, cities, finder). Paths from web/src: a folder (ending in "/") or a file. Nothing here
// may be in the entry's static graph (ProviderCardSkeleton is: LoadingState shows it), or the
// entry would import the whole group.
const FIRST_VIEW_CARDS = [
  "components/ProviderCard/ProviderCard.tsx",
  "components/ProviderCard/telHref.ts",
  "components/ProviderCard/__generated__/",
  "components/ProviderResults/",
  "components/StarRating/",
  "savedProviders/",
  "lib/format.ts",
  "routing/CardDialogs.tsx",
];
const FIRST_VIEW_PICKERS = [
  "components/Field/",
  "components/CityPicker/CityPicker.tsx",
  "components/CityListItem/",
  "components/DialogFrame/CloseGlyph.tsx",
  "lib/useDebouncedValue.ts",
];
const WEB_SOURCE = "/web/src/";

/** Whether a module is one of `paths` (style modules stay in "styles", whose order matters). */
function inFirstViewGroup(id: string, paths: readonly string[]): boolean {
  const file = id.replaceAll("\\", "/");
  const at = file.indexOf(WEB_SOURCE);
  if (at < 0 || /\.css\.ts($|\?)/.test(file)) return false;
  const relative = file.slice(at + WEB_SOURCE.length);
  return paths.some((entry) => (entry.endsWith("/") ? relative.startsWith(entry) : relative === entry));
}

export default defineConfig({
  root: "web",
  plugins: [
    relayCompiler(),
    relay({ codegen: false, cwd: repoRoot }),
    react(),
    vanillaExtractPlugin(),
    messageCatalogParts({ sourceRoot: path.join(repoRoot, "web/src") }),
    precompress(),
  ],
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
            // What the first-view pages share, in two chunks instead of the chunker's eleven:
            // each chunk costs a phone a request on the page's critical path (its loader asks
            // for all of them at once, six at a time) and its headers on the wire.
            {
              name: "cards",
              test: (id) => inFirstViewGroup(id, FIRST_VIEW_CARDS),
              includeDependenciesRecursively: false,
            },
            {
              name: "pickers",
              test: (id) => inFirstViewGroup(id, FIRST_VIEW_PICKERS),
              includeDependenciesRecursively: false,
            },
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
      "/readyz": apiTarget,
    },
  },
  preview: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
    },
  },
});
