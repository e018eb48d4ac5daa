import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppIntlProvider } from "../../i18n/AppIntlProvider";
import { SOURCE_LOCALE } from "../../i18n/locales";
import { TermsPage } from "./TermsPage";
import { TERMS_UPDATED } from "./termsVersion";

const html = renderToString(
  <AppIntlProvider locale={SOURCE_LOCALE}>
    <MemoryRouter initialEntries={["/terms"]}>
      <TermsPage />
    </MemoryRouter>
  </AppIntlProvider>,
);
const text = (fragment: string) =>
  fragment
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the Terms of Service's sales tax", () => {
  const section = /<section id="sales-tax"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

  it("has its own section after payments, listed on the page's contents", () => {
    expect(text(section)).toMatch(/^Sales tax/);
    expect(html.indexOf('<section id="payments"')).toBeLessThan(html.indexOf('<section id="sales-tax"'));
    expect(html).toMatch(/<a[^>]*href="\/terms#sales-tax"[^>]*>Sales tax<\/a>/);
  });

  it("says prices are before tax, who remits what, and that receipts show the registration numbers", () => {
    const words = text(section);
    expect(words).toContain("Prices on the marketplace are shown before tax.");
    expect(words).toContain("where the service is performed");
    expect(words).toContain("(a small supplier) charges none of it");
    expect(words).toContain(
      "The provider is responsible for charging, collecting and remitting the taxes on their service",
    );
    expect(words).toContain("the platform is responsible for the taxes on its commission");
    expect(words).toContain("showing the provider's registration numbers");
    expect(section).toMatch(/<a[^>]*href="\/fees#sales-tax"[^>]*>Sales tax<\/a>/);
  });

  it("is a new version of the terms, dated after the tax words were added", () => {
    expect(TERMS_UPDATED >= "2026-11-30").toBe(true);
    expect(html).toContain(`dateTime="${TERMS_UPDATED}"`);
  });
});
