// Reviews come from completed bookings: the provider completes the demo customer's booking of
// today, the customer finds 'Write a review' on it in My Bookings, is told what is missing,
// publishes a review, and sees it on the booking, first in the home's Recent Reviews and on
// the provider's profile. The provider replies there; someone else reports it; staff hide it
// from the reported reviews, and the profile's rating is what the other reviews make again.
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
  it("is asked for once completed, published from My Bookings, shown on the home and the profile, replied to, reported and hidden", async () => {
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

    await profileJourney(customer, provider);
  });
});

/** The review on the provider's profile, replied to, reported, hidden, and the rating after. */
async function profileJourney(customer: Page, provider: Page) {
  // An address with the number alone becomes the profile's own.
  await customer.goto("/providers/1");
  await customer.waitForURL(/\/providers\/1-maple-leaf-cleaning-co$/);
  const reviews = customer.getByRole("region", { name: /^Reviews/ });
  const review = reviews.getByRole("article").filter({ hasText: COMMENT });
  await review.getByText(/^Verified booking · Toronto, /).waitFor();
  const countWith = await reviewCountShown(customer);

  // The provider replies on its own profile, once.
  await provider.goto("/providers/1-maple-leaf-cleaning-co");
  const ownReview = provider.getByRole("article").filter({ hasText: COMMENT });
  await ownReview.getByRole("button", { name: "Reply" }).click();
  const replyDialog = provider.getByRole("dialog", { name: /^Reply to / });
  await replyDialog.getByLabel(/^Your reply/).fill("Thank you, Casey! See you next month.");
  await replyDialog.getByRole("button", { name: "Publish reply" }).click();
  await replyDialog.waitFor({ state: "detached" });
  await ownReview.getByText("Thank you, Casey! See you next month.").waitFor();
  await expect.poll(() => ownReview.getByRole("button", { name: "Reply" }).count()).toBe(0);

  // Someone else signed in reports it.
  const reporter = await browser.newPage();
  await signUpBySession(reporter, "reporter@reviews.test");
  await reporter.goto("/providers/1-maple-leaf-cleaning-co");
  const reported = reporter.getByRole("article").filter({ hasText: COMMENT });
  await reported.getByRole("button", { name: /^Report the review by / }).click();
  const reportDialog = reporter.getByRole("dialog", { name: /^Report the review by / });
  await reportDialog.getByLabel(/^Why/).fill("It names the cleaner's home address.");
  await reportDialog.getByRole("button", { name: "Send report" }).click();
  await reportDialog.waitFor({ state: "detached" });
  await reported.getByText("Reported to staff").waitFor();
  // And finds another review helpful: counted at once, pressed.
  const other = reporter.getByRole("article").filter({ hasNotText: COMMENT }).first();
  const helpful = other.getByRole("button", { name: /^Helpful \(\d+\)$/ });
  const before = Number(/\d+/.exec((await helpful.textContent()) ?? "")?.[0]);
  await helpful.click();
  await other.getByRole("button", { name: `Helpful (${before + 1})`, pressed: true }).waitFor();

  // Staff read it among the reported reviews, with why, and hide it.
  const staff = await signedInPage(browser, "admin@demo.test", { path: "/admin/reviews" });
  const card = main(staff).getByRole("article").filter({ hasText: COMMENT });
  await card.getByText("It names the cleaner's home address.", { exact: false }).waitFor();
  await card.getByRole("button", { name: "Hide review" }).click();
  const hideDialog = staff.getByRole("dialog", { name: /^Hide the review by / });
  await hideDialog.getByLabel(/^Reason/).fill("Personal details of the cleaner.");
  await hideDialog.getByRole("button", { name: "Hide review" }).click();
  await hideDialog.waitFor({ state: "detached" });
  await card.getByText("Hidden", { exact: true }).waitFor();

  // Gone from the profile, and the rating is the other reviews' again: one fewer counted.
  await customer.reload();
  await reviews.getByRole("article").first().waitFor();
  await expect.poll(() => review.count()).toBe(0);
  expect(await reviewCountShown(customer)).toBe(countWith - 1);
}

/** How many reviews the profile's rating counts, as its summary says ("(5 reviews)"). */
async function reviewCountShown(page: Page): Promise<number> {
  const text = await main(page)
    .getByRole("link", { name: /^\(\d+ reviews?\)$/ })
    .textContent();
  return Number(/\d+/.exec(text ?? "")?.[0]);
}

/** A new customer account, signed in in the page's browser context (as the sign-up form does). */
async function signUpBySession(page: Page, email: string) {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
      variables: { input: { email, name: "Riley Reporter", password: "a long enough password 7" } },
    },
  });
  const body = (await response.json()) as { data?: { signUp: { __typename: string } } };
  expect(body.data?.signUp.__typename).toBe("SignInPayload");
}
