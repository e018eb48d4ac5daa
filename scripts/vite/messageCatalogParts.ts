import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

/**
 * The message catalog in two parts: the words of the screens a first visit lands
 * on, in the first download, and every other screen's, fetched with the first code that
 * needs them. The whole of en-CA.json was a fifth of the home's JavaScript.
 *
 * `import messages from "./en-CA.json?part=firstView"` (or `?part=later`) gives one part. The
 * first view is what the app's entry imports, followed through static imports, plus the
 * pages routes.tsx marks with `firstViewPage(() => import("./pages/..."))`; a namespace (the
 * id's first segment, "home" of "home.hero.title") named in any of those files as a quoted
 * "namespace." goes whole into the first part, so an id built at run time from its
 * namespace (`serviceType.${type}`) is there too. In the dev server and in unit tests the
 * first part is the whole catalog, so nothing there waits for words.
 *
 * The build also parses each message once, here: the parts hold ICU syntax trees, which
 * react-intl formats without its parser, so the bundle gets the parser's no-op stand-in
 * (about 7 KB of brotli less; formatjs documents this as "pre-compiling" messages).
 */

const PART_QUERY = /\?part=(firstView|later)$/;
const VIRTUAL_PREFIX = "\0message-catalog-part:";
const SOURCE_EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

export type CatalogPart = "firstView" | "later";

/** The id's namespace: "home" of "home.hero.title". */
export const namespaceOf = (id: string) => id.slice(0, id.indexOf("."));

/** The pages routes.tsx loads with firstViewPage(), as files relative to the web source root. */
export function firstViewPages(routesSource: string): string[] {
  return [...routesSource.matchAll(/firstViewPage\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)].map((match) => match[1]!);
}

function resolveSource(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return SOURCE_EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * The source files of the first view: the entry and the first-view pages, with everything
 * they import statically (type-only imports and `import()` are not followed).
 */
export function firstViewFiles(sourceRoot: string, entry = "main.tsx", routes = "routes.tsx"): string[] {
  const pages = firstViewPages(readFileSync(path.join(sourceRoot, routes), "utf8"));
  const queue = [entry, ...pages]
    .map((file) => resolveSource(path.join(sourceRoot, "_"), `./${file}`))
    .filter((file): file is string => file !== undefined);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, typeOnly, specifier] of source.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?["'](\.[^"']+)["']/gm,
    )) {
      if (typeOnly) continue;
      const resolved = resolveSource(file, specifier!);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The namespaces of `catalog` that the files name as a quoted "namespace." anywhere. */
export function namespacesNamedIn(files: readonly string[], catalog: Record<string, string>): Set<string> {
  const known = new Set(Object.keys(catalog).map(namespaceOf));
  const named = new Set<string>();
  for (const file of files) {
    for (const [, namespace] of readFileSync(file, "utf8").matchAll(/["'`]([a-z][A-Za-z]*)\.[A-Za-z0-9$]/g)) {
      if (known.has(namespace!)) named.add(namespace!);
    }
  }
  return named;
}

/**
 * The first view's files and the namespaces they name. Only the web's own files name message
 * ids: shared/ code holds data that looks like one ("twoFactor.enable" is an audit action) and
 * would pull a whole namespace in.
 */
export function firstViewNamespaces(sourceRoot: string, catalog: Record<string, string>) {
  const files = firstViewFiles(sourceRoot);
  const webFiles = files.filter((file) => !path.relative(sourceRoot, file).startsWith(".."));
  return { files, namespaces: namespacesNamedIn(webFiles, catalog) };
}

/** The messages of one part, given the first view's namespaces. */
export function catalogPart(catalog: Record<string, string>, firstView: ReadonlySet<string>, part: CatalogPart) {
  return Object.fromEntries(
    Object.entries(catalog).filter(([id]) => firstView.has(namespaceOf(id)) === (part === "firstView")),
  );
}

export function messageCatalogParts({ sourceRoot }: { sourceRoot: string }): Plugin {
  let split = false;
  // Both parts need the first view's namespaces: found once per build, not once per part.
  let firstView: { files: string[]; namespaces: Set<string> } | undefined;
  return {
    name: "message-catalog-parts",
    enforce: "pre",
    config(_config, { command, mode }) {
      split = command === "build" && !mode.includes("test");
      if (!split) return;
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
            },
          ],
        },
      };
    },
    buildStart() {
      firstView = undefined;
    },
    async resolveId(source, importer) {
      const part = PART_QUERY.exec(source);
      if (!part) return null;
      const file = await this.resolve(source.slice(0, part.index), importer, { skipSelf: true });
      return file ? `${VIRTUAL_PREFIX}${file.id}?part=${part[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const [file, part] = id.slice(VIRTUAL_PREFIX.length).split("?part=") as [string, CatalogPart];
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      let messages: Record<string, unknown> = part === "firstView" ? catalog : {};
      if (split) {
        if (!firstView) {
          firstView = firstViewNamespaces(sourceRoot, catalog);
        }
        firstView.files.forEach((source) => this.addWatchFile(source));
        const words = catalogPart(catalog, firstView.namespaces, part);
        messages = Object.fromEntries(Object.entries(words).map(([id, message]) => [id, parse(message)]));
      }
      // JSON.parse of a string is quicker for the browser than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
