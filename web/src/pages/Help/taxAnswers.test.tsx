import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_LINK_PATHS, plainTags } from "../../components/ContentPage/richText";
import { AppIntlProvider } from "../../i18n/AppIntlProvider";
import { SOURCE_LOCALE } from "../../i18n/locales";
import { sourceIntl } from "../../i18n/sourceIntl";
import { answerId, HELP_TOPICS, type HelpQuestionId, questionId } from "./helpQuestions";
import { HelpPage } from "./HelpPage";
import { filterBySearch } from "./helpSearch";
import { taxAnswerValues } from "./taxAnswers";

const TAX_QUESTIONS = ["why-tax", "why-no-tax", "refund-tax"] as const;
// The receipt's one answer sits under Payments and receipts, and links to sales tax too.
const LINKING_TO_SALES_TAX = [...TAX_QUESTIONS, "receipts"] as const;
const words = (id: HelpQuestionId, today = "2026-11-30") =>
  sourceIntl.formatMessage({ id: answerId(id) }, { ...taxAnswerValues(today, sourceIntl), ...plainTags });

afterEach(() => {
  vi.useRealTimers();
});

describe("the Help Centre's sales-tax answers", () => {
  it("sit under their own topic, in order", () => {
    expect(HELP_TOPICS.find((topic) => topic.id === "tax")?.questions).toEqual([...TAX_QUESTIONS]);
    expect(TAX_QUESTIONS.map((id) => sourceIntl.formatMessage({ id: questionId(id) }))).toEqual([
      "Why is tax added to my booking?",
      "Why was no tax charged?",
      "Does a refund return the tax?",
    ]);
  });

  it("leave the receipt to one question, under Payments and receipts, with the numbered receipt and credit note", () => {
    const all = HELP_TOPICS.flatMap((topic) =>
      topic.questions.map((id) => sourceIntl.formatMessage({ id: questionId(id) })),
    );
    expect(all.filter((question) => /receipt/i.test(question))).toEqual(["Where is my receipt?"]);
    expect(HELP_TOPICS.find((topic) => topic.id === "payments")?.questions).toContain("receipts");
    const answer = words("receipts");
    expect(answer).toContain("Each payment gets a numbered receipt, and each refund a numbered credit note");
    expect(answer).toContain("our payment processor emails its own card receipt");
  });

  it("quote the engine's rates for the day: Ontario's HST, Québec's GST and QST, Manitoba's RST on trades", () => {
    const answer = words("why-tax");
    expect(answer).toContain("In Ontario that is the 13% HST; in Québec, the 5% GST and the 9.975% QST");
    expect(answer).toContain("in Alberta, the 5% GST alone");
    expect(answer).toContain("In British Columbia, Manitoba and Saskatchewan, a provincial sales tax is added too");
    expect(answer).toContain("Manitoba's 7% RST on Plumbing, Electrical and HVAC Services");
    expect(answer).not.toMatch(/[{}]/);
  });

  it("explain a small supplier by the threshold, and a refund's tax by the engine's split", () => {
    expect(words("why-no-tax")).toContain("taxable sales are $30,000 or less over four consecutive calendar quarters");
    expect(words("refund-tax")).toContain(
      "For a $100.00 service in Ontario you pay $113.00, of which $13.00 is HST; a refund of $56.50 returns $50.00 of the price and $6.50 of the tax.",
    );
    for (const id of TAX_QUESTIONS) expect(words(id), id).not.toMatch(/[{}]/);
  });

  it("are found by the search, whatever the accents", () => {
    const items = LINKING_TO_SALES_TAX.map((id) => ({
      id,
      text: `${sourceIntl.formatMessage({ id: questionId(id) })} ${words(id)}`,
    }));
    const found = (query: string) => filterBySearch(items, query).map((item) => item.id);
    expect(found("small supplier")).toEqual(["why-no-tax"]);
    expect(found("QUEBEC qst")).toEqual(["why-tax", "why-no-tax"]);
    expect(found("credit note")).toEqual(["refund-tax", "receipts"]);
    expect(found("receipt pdf")).toEqual(["receipts"]);
  });

  it("render on the page, each anchored, linking to the Fees page's sales tax section", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T15:00:00Z"));
    const html = renderToString(
      <AppIntlProvider locale={SOURCE_LOCALE}>
        <MemoryRouter initialEntries={["/help"]}>
          <HelpPage />
        </MemoryRouter>
      </AppIntlProvider>,
    );
    expect(html).toMatch(/<h2 id="help-topic-tax"[^>]*>Sales tax<\/h2>/);
    for (const id of LINKING_TO_SALES_TAX) {
      const article = new RegExp(`<article id="${id}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? "";
      expect(article, id).toContain(`href="${CONTENT_LINK_PATHS.salesTax}"`);
    }
    expect(CONTENT_LINK_PATHS.salesTax).toBe("/fees#sales-tax");
    expect(html).toContain("the 13% HST");
  });
});
