// The cleaning finder's JavaScript budget: what a first visit to a shared results URL
// downloads before the first cleaner's card shows — the entry script, its modulepreloaded
// chunks, the finder's own chunks and any words it waits for — counted in bytes on the wire.
// The booking and comparison dialogs its cards open are not on that first view.
import { describe, expect, it } from "vitest";
import { MOBILE, useBrowser } from "./support/browser.ts";
import { scriptBytes, scriptsUntilFirstCard } from "./support/script-bytes.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/**
 * The home's budget (web-budget.test.ts), for the other page a first visit lands on from a
 * shared link. The cards' dialogs loaded when first wanted, the criteria's lists without their
 * zod schema, and the finder's words in the first view's part of the catalog took it from
 * about 280 KB to 192,451 bytes in 14 scripts, and the first-view pages' shared components in
 * two chunks (vite.config.ts) to 191,308 in 9. Lower it with the home's as the code shrinks.
 */
const FINDER_JS_BUDGET_BYTES = 200_000;

const RESULTS_URL = `/cleaning-finder?${new URLSearchParams({
  location: "Toronto, Ontario",
  propertyType: "apartment",
  cleaningType: "regular",
  budget: "standard",
})}`;

describe("finder budget", () => {
  it("a cold first visit to the finder's results downloads at most the budget of compressed JavaScript until the first card shows", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    // A new context: an empty cache.
    const requested = await scriptsUntilFirstCard(page, RESULTS_URL, "Cleaners");

    const { total, breakdown } = scriptBytes(requested);
    console.log(`The finder's JavaScript on the wire: ${total} bytes in ${requested.length} scripts\n${breakdown}`);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((script) => script.failure)).toEqual([]);
    // The cards' dialogs wait for a 'Book Now' or 'Compare': none of their code is here.
    expect(
      requested
        .map((script) => new URL(script.url).pathname)
        .filter((path) => /\/(BookingDialog|ComparisonTray)-/.test(path)),
    ).toEqual([]);
    expect(total, `over the finder's ${FINDER_JS_BUDGET_BYTES}-byte budget:\n${breakdown}`).toBeLessThanOrEqual(
      FINDER_JS_BUDGET_BYTES,
    );
  });
});
