// Reviews come from completed bookings: the provider completes the demo customer's booking of
// today, the customer finds 'Write a review' on it in My Bookings, is told what is missing,
// publishes a review, and sees it on the booking and first in the home's Recent Reviews.
// The server is the real `npm start` with its demo data.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REVIEW_COMMENT_TOO_SHORT, REVIEW_STARS_MESSAGE } from "../shared/reviews/review.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");
const COMMENT = "Careful with the old hardwood, and done an hour early. Booking again!";

describe("a review of a completed booking", () => {
  it("is asked for once the provider completes it, published from My Bookings, and shown on the home", async () => {
    // The provider serves the demo customer's booking of today: started, then completed.
    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider-dashboard" });
    const booking = main(provider).getByRole("article").filter({ hasText: "Casey Customer" });
    await booking.getByRole("button", { name: /^Start Service/ }).click();
    await booking.getByText("In Progress", { exact: true }).waitFor();
    await booking.getByRole("button", { name: /^Complete/ }).click();
    await booking.waitFor({ state: "detached" });

    const customer = await signedInPage(browser, "customer@demo.test", { path: "/bookings" });
    // The bell has the ask, with the way to it.
    await customer
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
    const bell = customer.getByRole("dialog", { name: "Notifications" });
    await bell
      .getByText(/How did it go\? Write a review in My Bookings/)
      .first()
      .waitFor();
    await customer.keyboard.press("Escape");
    await bell.waitFor({ state: "detached" });

    // Two completed bookings of the customer's are open for a review: today's is listed first.
    const write = main(customer).getByRole("button", { name: /^Write a review of Maple Leaf Cleaning Co\./ });
    await expect.poll(() => write.count()).toBe(2);
    await write.first().click();
    const dialog = customer.getByRole("dialog", { name: "Review Maple Leaf Cleaning Co." });

    // Sent empty: each field says what it needs, and the stars take the focus.
    await dialog.getByRole("button", { name: "Publish review" }).click();
    const stars = dialog.getByRole("radiogroup", { name: /Your rating/ });
    await stars.getByText(REVIEW_STARS_MESSAGE).waitFor();
    await dialog.getByText(REVIEW_COMMENT_TOO_SHORT).waitFor();
    expect(await stars.getByRole("radio", { name: "1 star" }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    await stars.getByRole("radio", { name: "5 stars" }).check();
    await dialog.getByLabel("Punctuality").selectOption("5");
    await dialog.getByLabel(/^Your review/).fill(COMMENT);
    await dialog.getByRole("button", { name: "Publish review" }).click();
    await customer.getByText("Thank you for your review", { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "detached" });

    // The booking shows the review and offers no second one.
    await expect.poll(() => write.count()).toBe(1);
    await main(customer).getByRole("img", { name: "Rated 5.0 out of 5" }).first().waitFor();

    // Newest first in the home's Recent Reviews, signed with the first name and initial.
    await customer.goto("/");
    const recent = customer.getByRole("region", { name: "Recent Reviews" });
    await recent.getByText(COMMENT).waitFor();
  });
});
