import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogPart, firstViewFiles, firstViewNamespaces, firstViewPages } from "./messageCatalogParts.ts";

const sourceRoot = path.resolve(import.meta.dirname, "../../web/src");
const catalog = JSON.parse(readFileSync(path.join(sourceRoot, "i18n/en-CA.json"), "utf8")) as Record<string, string>;
const relative = (files: string[]) => files.map((file) => path.relative(sourceRoot, file));

describe("the message catalog's parts", () => {
  it("finds the first-view pages routes.tsx marks", () => {
    expect(firstViewPages(readFileSync(path.join(sourceRoot, "routes.tsx"), "utf8")).sort()).toEqual([
      "./pages/Cities/CitiesPage",
      "./pages/City/CityPage",
      "./pages/CleaningFinder/CleaningFinderPage",
      "./pages/Home/HomePage",
      "./pages/ProviderProfile/ProviderProfilePage",
    ]);
  });

  it("follows static imports from the entry and those pages, not import() nor type-only imports", () => {
    const files = relative(firstViewFiles(sourceRoot));
    expect(files).toEqual(
      expect.arrayContaining([
        "main.tsx",
        "App.tsx",
        "components/Header/Header.tsx",
        "pages/Home/HomePage.tsx",
        "pages/City/CityPage.tsx",
        "components/ProviderCard/ProviderCard.tsx",
      ]),
    );
    // Loaded with import(): a dialog, another screen, the bell a visitor never sees.
    for (const later of [
      "components/BookingDialog/BookingDialog.tsx",
      "pages/Admin/AdminPage.tsx",
      "components/NotificationBell/NotificationBell.tsx",
    ]) {
      expect(files).not.toContain(later);
    }
    // Only its types are imported by the header.
    expect(files).not.toContain("i18n/messages.ts");
  });

  it("puts a namespace the first view names into the first part, whole, and the others in the later one", () => {
    const { namespaces: firstView } = firstViewNamespaces(sourceRoot, catalog);
    expect([...firstView]).toEqual(expect.arrayContaining(["app", "header", "home", "providerCard", "serviceType"]));
    // "twoFactor." also begins audit action names in shared/: only the web's files count.
    for (const later of ["admin", "bookingDialog", "checkout", "providerDashboard", "twoFactor", "quiz"])
      expect(firstView).not.toContain(later);

    const first = catalogPart(catalog, firstView, "firstView");
    const rest = catalogPart(catalog, firstView, "later");
    expect(Object.keys(first)).toContain("home.hero.title");
    expect(Object.keys(rest)).toContain("bookingDialog.title");
    // Together they are the catalog, each id once.
    expect({ ...first, ...rest }).toEqual(catalog);
    expect(Object.keys(first).length + Object.keys(rest).length).toBe(Object.keys(catalog).length);
    // Worth the split: most of the words are for later.
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(rest).length / 2);
  });
});
