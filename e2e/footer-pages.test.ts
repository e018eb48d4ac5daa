// The footer's reading pages: /fees shows the ledger's own split
// of a $150.00 booking and the tax engine's rates and taxed example, /help answers and narrows
// its questions as you type, /help#id lands on a question, and /privacy and /terms show their
// sections, the purges' own periods and the date of their current version.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FREE_CANCELLATION_HOURS } from "../shared/bookings/cancellation-policy.ts";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../shared/contact/contact-message.ts";
import { CHECKOUT_PROCESSING_FEE_CENTS, refundSplit, splitPayment } from "../shared/payments/commission.ts";
import { platformToday } from "../shared/payments/earnings-range.ts";
import {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  PUSH_TOKEN_STALE_DAYS,
  SESSION_LIFETIME_DAYS,
  SIGN_IN_THROTTLE_FORGET_AFTER_HOURS,
  TRUSTED_DEVICE_LIFETIME_DAYS,
} from "../shared/privacy/retention.ts";
import { taxedFeeExample } from "../shared/tax/rates-in-force.ts";
import { formatCents } from "../web/src/lib/bookingFormat.ts";
import { PRIVACY_POLICY_UPDATED } from "../web/src/pages/Privacy/privacyVersion.ts";
import { TERMS_UPDATED } from "../web/src/pages/Terms/termsVersion.ts";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

// The app formats money with lib/bookingFormat's formatCents through react-intl in en-CA;
// the same function over Intl in en-CA gives the same text.
const intl = {
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat("en-CA", options).format(value),
};
const money = (cents: number) => formatCents(cents, intl as Parameters<typeof formatCents>[1]);
const versionDate = (date: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

const main = (page: Page) => page.getByRole("main");
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 }).allTextContents();

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(path);
  await main(page).getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe("/fees", () => {
  it("works the 10% commission through a $150.00 booking with the ledger's own split", async () => {
    const page = await open("/fees");
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Fees");
    expect(await h2s(page)).toEqual([
      "Our 10% commission",
      "No processing fee",
      "Sales tax",
      "When you're charged",
      "Refunds",
      "How providers are paid",
    ]);

    const split = splitPayment(15_000);
    expect([money(split.platformFee), money(split.providerShare)]).toEqual(["$15.00", "$135.00"]);
    const table = main(page).getByRole("table", { name: "Example: a $150.00 booking" });
    const amountOf = (row: string) => table.getByRole("row", { name: row }).getByRole("cell").textContent();
    await expect(amountOf("The customer pays")).resolves.toBe(money(15_000));
    await expect(amountOf("Processing fee")).resolves.toBe(money(CHECKOUT_PROCESSING_FEE_CENTS));
    await expect(amountOf("The platform's commission (10%)")).resolves.toBe(money(split.platformFee));
    await expect(amountOf("The provider receives")).resolves.toBe(money(split.providerShare));
    await expect(main(page).getByText("Checkout shows a processing fee of $0.00").count()).resolves.toBe(1);

    // Refunds return the commission in proportion, as refundSplit writes them to the ledger.
    const half = refundSplit({
      totalAmount: 15_000,
      platformFee: split.platformFee,
      refundedBefore: 0,
      refundedAfter: 7_500,
    });
    const refundExample = await main(page).getByTestId("fee-refund-example").textContent();
    expect(refundExample).toContain(
      `refunding ${money(7_500)} returns ${money(-half.platformFee)} of commission and ${money(-half.providerShare)} from the provider`,
    );

    // Sales tax: the engine's $100.00 Ontario cleaning, as a payment made today would be taxed.
    const taxed = taxedFeeExample({
      category: "house-cleaning",
      province: "ON",
      price: 10_000,
      payableOn: platformToday(new Date()),
    });
    const salesTax = main(page).getByRole("region", { name: "Sales tax" });
    await expect(salesTax.getByTestId("tax-rates").getByRole("row").count()).resolves.toBe(14);
    await expect(salesTax.getByTestId("tax-total").textContent()).resolves.toBe(money(taxed.total));
    await expect(salesTax.getByTestId("tax-platform").textContent()).resolves.toBe(money(taxed.platformFee));
    await expect(salesTax.getByTestId("tax-provider").textContent()).resolves.toBe(money(taxed.providerReceives));
  });
});

describe("/help", () => {
  const questions = (page: Page) =>
    main(page).getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  const status = (page: Page) => main(page).getByRole("search").getByRole("status").textContent();

  it("answers by topic, and the search narrows the questions as you type, whatever the case or accents", async () => {
    const page = await open("/help");
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Help Centre");
    expect(await h2s(page)).toEqual([
      "Booking",
      "Recurring cleanings",
      "For providers",
      "Payments and receipts",
      "Sales tax",
      "Your account and data",
    ]);
    const all = await questions(page);
    expect(all).toHaveLength(18);
    await expect(status(page)).resolves.toBe("18 questions");
    // One question answers where the receipt is.
    expect(all.filter((question) => /receipt/i.test(question))).toEqual(["Where is my receipt?"]);

    // The answers quote the rules: the 1-hour reply, which statuses a customer may cancel in.
    const cancel = main(page).getByRole("article", { name: "Can I cancel a booking?" });
    await expect(cancel.textContent()).resolves.toContain("Yes, while its status is Confirmed");
    await expect(cancel.textContent()).resolves.toContain("whose status is Confirmed or In Progress");
    const move = main(page).getByRole("article", { name: "Can I move a booking to another day or time?" });
    await expect(move.textContent()).resolves.toContain("more than 24 hours away");
    const after = main(page).getByRole("article", { name: "What happens after I book?" });
    await expect(after.textContent()).resolves.toContain("within 1 hour");
    const review = main(page).getByRole("article", { name: "How do I join as a provider?" });
    await expect(review.textContent()).resolves.toContain("within 2-3 business days");

    const search = main(page).getByRole("searchbox", { name: "Search the questions" });
    await search.fill("REFÜND");
    await expect
      .poll(() => questions(page))
      .toEqual([
        "Can I move a booking to another day or time?",
        "Can I cancel a booking?",
        "Where is my receipt?",
        "How do refunds work?",
        "Does a refund return the tax?",
      ]);
    await expect(status(page)).resolves.toBe("5 questions match “REFÜND”");
    expect(await h2s(page)).toEqual(["Booking", "Payments and receipts", "Sales tax"]);

    await search.fill("pause resume");
    await expect.poll(() => questions(page)).toEqual(["Can I pause a recurring schedule?"]);

    await search.fill("snowmobile");
    await expect.poll(() => questions(page)).toEqual([]);
    await expect(status(page)).resolves.toBe("0 questions match “snowmobile”");
    await main(page).getByRole("heading", { level: 2, name: "No matching questions" }).waitFor();
    await expect(main(page).getByRole("link", { name: "Contact us" }).last().getAttribute("href")).resolves.toBe(
      "/contact",
    );

    await search.fill("");
    await expect.poll(() => questions(page)).toEqual(all);
  });

  it("lands on the question a /help#id link names, and each question links to itself", async () => {
    const page = await open("/help#cancel-booking");
    const target = main(page).getByRole("article", { name: "Can I cancel a booking?" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cancel-booking");
    const box = await target.boundingBox();
    expect(box && box.y >= 0 && box.y < 800).toBe(true);

    const refunds = main(page).getByRole("article", { name: "How do refunds work?" });
    await refunds.getByRole("link", { name: "Link to this question: How do refunds work?" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#refunds");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("refunds");
  });
});

describe("/privacy", () => {
  it("shows what is stored, the purges' own periods, the rights and the version's date", async () => {
    const page = await open("/privacy");
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Privacy Policy");
    const sections = [
      "What we store",
      "Why we use it",
      "How long we keep it",
      "Who sees it",
      "On your device",
      "Your rights",
      "Changes to this policy",
    ];
    expect(await h2s(page)).toEqual(["On this page", ...sections]);
    await expect(
      main(page).getByRole("navigation", { name: "On this page" }).getByRole("link").allTextContents(),
    ).resolves.toEqual(sections);
    await expect(
      main(page)
        .getByText(`Last updated ${versionDate(PRIVACY_POLICY_UPDATED)}`)
        .count(),
    ).resolves.toBe(1);

    const retention = (await main(page).getByTestId("retention").textContent()) ?? "";
    const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
    expect(retention).toContain(`Sign-in sessions: ${plural(SESSION_LIFETIME_DAYS, "day")}`);
    expect(retention).toContain(`Browsers you signed in from: ${plural(TRUSTED_DEVICE_LIFETIME_DAYS, "day")}`);
    expect(retention).toContain(`Sign-in attempt counts: ${plural(SIGN_IN_THROTTLE_FORGET_AFTER_HOURS, "hour")}`);
    expect(retention).toContain(`after ${plural(PUSH_TOKEN_STALE_DAYS, "day")} unused`);
    expect(retention).toContain(`Request keys: ${plural(IDEMPOTENCY_KEY_LIFETIME_HOURS, "hour")}`);
    expect(retention).toContain(`Contact messages: ${plural(CONTACT_MESSAGE_RETENTION_DAYS, "day")} after staff`);

    const rights = main(page).getByRole("region", { name: "Your rights" });
    await expect(rights.getByRole("link", { name: "My data" }).getAttribute("href")).resolves.toBe("/account/data");
    await expect(
      rights.getByRole("link", { name: "Office of the Privacy Commissioner of Canada" }).count(),
    ).resolves.toBe(1);
    await expect(rights.getByRole("link", { name: "Commission d'accès à l'information" }).count()).resolves.toBe(1);

    await main(page)
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Your rights" })
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("your-rights");
  });
});

describe("/terms", () => {
  it("shows its sections, Ontario law, links to the fees and sales tax, the cancellation policy and the version's date", async () => {
    const page = await open("/terms");
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Terms of Service");
    expect(await h2s(page)).toEqual([
      "On this page",
      "What we do",
      "Your account",
      "Bookings",
      "Payments and fees",
      "Sales tax",
      "Cancellations and refunds",
      "Providers",
      "Acceptable use",
      "Our responsibility",
      "Governing law",
      "Changes to these terms",
    ]);
    await expect(
      main(page)
        .getByText(`Last updated ${versionDate(TERMS_UPDATED)}`)
        .count(),
    ).resolves.toBe(1);
    const payments = main(page).getByRole("region", { name: "Payments and fees" });
    await expect(payments.textContent()).resolves.toContain("a 10% commission");
    await expect(payments.getByRole("link", { name: "Fees" }).getAttribute("href")).resolves.toBe("/fees");
    const salesTax = main(page).getByRole("region", { name: "Sales tax" });
    await expect(salesTax.getByRole("link", { name: "Sales tax" }).getAttribute("href")).resolves.toBe(
      "/fees#sales-tax",
    );
    // Cancelling refunds by the policy the server applies, as the Fees page says.
    const cancellations = main(page).getByRole("region", { name: "Cancellations and refunds" });
    await expect(cancellations.textContent()).resolves.toContain(
      `Cancelling a paid booking refunds it by itself, back to the card that paid, by our cancellation policy: in full when you cancel at least ${FREE_CANCELLATION_HOURS} hours before the visit`,
    );
    await expect(main(page).getByRole("region", { name: "Governing law" }).textContent()).resolves.toContain(
      "the laws of Ontario",
    );
  });
});

// e2e/axe.test.ts checks every screen as it first shows; these also check the help's empty state.
describe("accessibility of the reading pages", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    it(`has no axe violations on ${name}`, async () => {
      for (const path of ["/fees", "/privacy", "/terms"]) {
        const page = await open(path, viewport);
        const violations = await axeViolations(page);
        expect(violations, `${path}:\n${describeViolations(violations)}`).toEqual([]);
      }
      // /help as it opens, then searched to no match: one load serves both of its states.
      const page = await open("/help", viewport);
      const opened = await axeViolations(page);
      expect(opened, `/help:\n${describeViolations(opened)}`).toEqual([]);
      await main(page).getByRole("searchbox", { name: "Search the questions" }).fill("snowmobile");
      await main(page).getByRole("heading", { level: 2, name: "No matching questions" }).waitFor();
      const violations = await axeViolations(page);
      expect(violations, `/help with no match:\n${describeViolations(violations)}`).toEqual([]);
    });
  }
});
