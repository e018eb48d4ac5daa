// Staff suspend a provider from its profile: it leaves the home's search and its profile is
// not found; reinstated, it is back. The server is the real `npm start` with its demo data.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const PROFILE = "/providers/2";

/** The home's search for the provider's name: whether its card is among the results. */
async function foundBySearch(page: Page, name: string): Promise<boolean> {
  await page.goto(`/?${new URLSearchParams({ q: name })}`);
  const results = page.getByRole("list", { name: "Service providers" });
  await results
    .or(page.getByRole("heading", { name: "No Service Providers Found" }))
    .first()
    .waitFor();
  return (await results.getByRole("heading", { level: 3, name, exact: true }).count()) > 0;
}

async function decide(staff: Page, action: "Suspend provider" | "Reinstate provider", reason: string) {
  await staff.getByRole("button", { name: action }).click();
  const dialog = staff.getByRole("dialog", { name: new RegExp(`^${action.split(" ")[0]} `) });
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole("button", { name: action }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("a provider suspended by staff", () => {
  it("leaves search and its profile, and comes back when reinstated", async () => {
    const staff = await signedInPage(browser, "admin@demo.test", { path: PROFILE });
    const name = (await staff.getByRole("heading", { level: 1 }).textContent())!.trim();
    const visitor = await browser.newPage();
    expect(await foundBySearch(visitor, name)).toBe(true);

    await decide(staff, "Suspend provider", "Three complaints of no-shows this month.");
    await staff
      .getByRole("note")
      .getByText(/Suspended by staff since .*Three complaints of no-shows/)
      .waitFor();

    expect(await foundBySearch(visitor, name)).toBe(false);
    await visitor.goto(PROFILE);
    await visitor.getByRole("heading", { level: 1, name: "Provider Not Found" }).waitFor();

    await decide(staff, "Reinstate provider", "Spoke with the owner; schedule fixed.");
    await staff.getByRole("button", { name: "Suspend provider" }).waitFor();
    expect(await foundBySearch(visitor, name)).toBe(true);
  });
});
