// The audit log in the browser: what staff do shows there at once, with who did it; the
// filters narrow it through the URL (a filtered view can be shared), and a filter that
// cannot be applied says so beside its field.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { STAFF_EMAIL } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");

describe("the audit log", () => {
  it("shows a token staff just issued, and narrows by action through the URL", async () => {
    // By a stored session, with the code: this journey is about the log, not the form.
    const staff = await signedInPage(browser, STAFF_EMAIL, { path: "/admin/partners" });
    await main(staff).getByLabel("Partner name").fill("Audit Trail Partner");
    await main(staff).getByRole("button", { name: "Issue Token" }).click();
    await main(staff).getByText("Audit Trail Partner").first().waitFor();

    await staff.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit log" }).click();
    await staff.waitForURL((url) => url.pathname === "/admin/audit");
    const entry = main(staff).getByRole("article", { name: "Partner token issued" }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/Staff account #\d+/);
    expect(await entry.textContent()).toContain("name: Audit Trail Partner");

    await main(staff).getByLabel("Action").selectOption({ label: "Provider approved" });
    await main(staff).getByRole("button", { name: "Filter", exact: true }).click();
    await staff.waitForURL((url) => url.searchParams.get("action") === "provider.approve");
    await main(staff).getByText("Nothing in the audit log matches these filters.").waitFor();

    await main(staff).getByLabel("Account number").fill("twelve");
    await main(staff).getByRole("button", { name: "Filter", exact: true }).click();
    const actor = main(staff).getByLabel("Account number");
    expect(await actor.getAttribute("aria-invalid")).toBe("true");
    await main(staff).getByText("Please enter a whole number.").waitFor();
    // Nothing was applied: the URL still holds the last good filters.
    expect(new URL(staff.url()).searchParams.get("actor")).toBeNull();

    await main(staff).getByRole("button", { name: "Clear filters" }).click();
    await staff.waitForURL((url) => url.search === "");
    await main(staff).getByRole("article", { name: "Partner token issued" }).first().waitFor();
  });
});
