// A provider's sales tax registrations on the dashboard: a GST/HST number one digit off is
// refused under its field in the server's own words before anything is sent; corrected, it is
// saved, the card says the provider is a registrant, and the number is there after a reload,
// kept in one form. The server is the real `npm start` with its demo data.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { main, signedIn, toast } from "./support/booking-journeys.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

describe("a provider's tax registrations", () => {
  it("refuses a business number that fails its check digit, then saves the right one", async () => {
    const page = await signedIn(browser, "/provider-dashboard", "provider@demo.test");
    const card = main(page).getByRole("region", { name: "Sales tax registrations" });
    await card.getByText("No GST/HST number: you are a small supplier", { exact: false }).waitFor();

    const gstHst = card.getByRole("textbox", { name: "GST/HST number" });
    await gstHst.fill("123456789 RT 0001");
    await card.getByRole("button", { name: "Save tax registrations" }).click();
    await card.getByText("That business number is not valid: check its 9 digits.").waitFor();
    expect(await gstHst.evaluate((element) => element === document.activeElement)).toBe(true);

    await gstHst.fill("123456782 rt 0001");
    await card.getByRole("button", { name: "Save tax registrations" }).click();
    await toast(page, "Tax registrations saved.");
    await card.getByText("Your customers are charged the taxes you are registered for", { exact: false }).waitFor();

    await page.reload();
    const again = main(page).getByRole("region", { name: "Sales tax registrations" });
    await expect
      .poll(() => again.getByRole("textbox", { name: "GST/HST number" }).inputValue())
      .toBe("123456782RT0001");
    await page.close();
  });
});
