import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppIntlProvider } from "../../i18n/AppIntlProvider";
import { SOURCE_LOCALE } from "../../i18n/locales";
import { FeesPage } from "./FeesPage";

/** The Fees page as it renders when the platform's clock reads `now`. */
function renderAt(now: string): string {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
  return renderToString(
    <AppIntlProvider locale={SOURCE_LOCALE}>
      <MemoryRouter initialEntries={["/fees#sales-tax"]}>
        <FeesPage />
      </MemoryRouter>
    </AppIntlProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** A table's caption and its rows, each as the text of its cells, found by its test id. */
function tableOf(html: string, testId: string) {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? "";
  const caption = text(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(table)?.[1] ?? "");
  const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!)),
  );
  return { table, caption, rows };
}
const rowOf = (rows: string[][], first: string) => rows.find((row) => row[0] === first);
const testIdText = (html: string, testId: string) =>
  text(new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "");

afterEach(() => {
  vi.useRealTimers();
});

describe("the Fees page's sales tax section", () => {
  it("is a titled section at /fees#sales-tax, between the processing fee and when you're charged", () => {
    const html = renderAt("2026-11-30T15:00:00Z");
    expect(html).toMatch(/<section id="sales-tax"[^>]*aria-labelledby="sales-tax-title"/);
    expect(html).toMatch(/<h2 id="sales-tax-title"[^>]*>Sales tax<\/h2>/);
    const order = ["processing-fee", "sales-tax", "when-charged"].map((id) => html.indexOf(`<section id="${id}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text(html)).toContain(
      "in British Columbia, Manitoba and Saskatchewan a provincial sales tax on the services that province taxes",
    );
  });

  it("tables the rates in force on the platform's day, every province in order, with row and column headers", () => {
    const { table, caption, rows } = tableOf(renderAt("2026-11-30T15:00:00Z"), "tax-rates");
    expect(caption).toBe("Sales tax rates on November 30, 2026");
    expect(rows[0]).toEqual(["Province or territory", "GST or HST", "QST", "Provincial sales tax"]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      "Alberta",
      "British Columbia",
      "Manitoba",
      "New Brunswick",
      "Newfoundland and Labrador",
      "Nova Scotia",
      "Northwest Territories",
      "Nunavut",
      "Ontario",
      "Prince Edward Island",
      "Québec",
      "Saskatchewan",
      "Yukon",
    ]);
    expect(rowOf(rows, "Ontario")).toEqual(["Ontario", "HST 13%", "None", "None"]);
    expect(rowOf(rows, "Nova Scotia")).toEqual(["Nova Scotia", "HST 14%", "None", "None"]);
    expect(rowOf(rows, "Québec")).toEqual(["Québec", "GST 5%", "QST 9.975%", "None"]);
    expect(rowOf(rows, "Alberta")).toEqual(["Alberta", "GST 5%", "None", "None"]);
    expect(rowOf(rows, "British Columbia")).toEqual([
      "British Columbia",
      "GST 5%",
      "None",
      "PST 7%, on none of our services",
    ]);
    expect(rowOf(rows, "Manitoba")).toEqual([
      "Manitoba",
      "GST 5%",
      "None",
      "RST 7% on Plumbing, Electrical and HVAC Services",
    ]);
    expect(rowOf(rows, "Saskatchewan")?.[3]).toBe(
      "PST 6% on Handyman Services, Plumbing, Electrical and HVAC Services",
    );
    expect(table.match(/<th scope="col"/g)).toHaveLength(4);
    expect(table.match(/<th scope="row"/g)).toHaveLength(13);
  });

  it("reads the day in Toronto: late on 31 March 2025 there, Nova Scotia's HST was still 15%", () => {
    // 03:30 UTC on 1 April is 23:30 on 31 March in Toronto.
    const { caption, rows } = tableOf(renderAt("2025-04-01T03:30:00Z"), "tax-rates");
    expect(caption).toBe("Sales tax rates on March 31, 2025");
    expect(rowOf(rows, "Nova Scotia")?.[1]).toBe("HST 15%");
  });

  it("works a $100 cleaning in Ontario through the engine: the commission on the price before tax, HST on both", () => {
    const html = renderAt("2026-11-30T15:00:00Z");
    const { table, caption, rows } = tableOf(html, "tax-example");
    expect(caption).toBe("Example: House Cleaning for $100.00 in Ontario, by a provider registered for the GST/HST");
    expect(rows).toEqual([
      ["Item", "Amount"],
      ["Price of the service, before tax", "$100.00"],
      ["HST 13% on the price", "$13.00"],
      ["The customer pays", "$113.00"],
      ["The platform's commission (10% of the price before tax)", "$10.00"],
      ["HST 13% on the commission, charged to the provider", "$1.30"],
      ["The provider receives", "$101.70"],
    ]);
    expect(table.match(/<th scope="row"/g)).toHaveLength(6);
    expect(testIdText(html, "tax-example-note")).toBe(
      "The provider receives $101.70: the price less the commission and its tax, with the $13.00 of tax on the service, which they remit.",
    );
    expect(testIdText(html, "tax-refund-example")).toContain(
      "For the $113.00 example above, refunding $56.50 returns $50.00 of the price and $6.50 of tax.",
    );
  });

  it("explains small suppliers with the threshold, and where the receipts are", () => {
    const words = text(renderAt("2026-11-30T15:00:00Z"));
    expect(words).toContain("taxable sales are $30,000 or less over four consecutive calendar quarters");
    expect(words).toContain("Our 10% commission is worked out on the price before tax");
    expect(words).toContain("numbered receipt");
    expect(words).toContain("numbered credit note");
  });
});
