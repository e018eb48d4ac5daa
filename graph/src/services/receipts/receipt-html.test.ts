import { describe, expect, it } from "vitest";
import type { ReceiptDocument } from "./receipt-document.ts";
import { renderReceiptHtml } from "./receipt-html.ts";

const RECEIPT: ReceiptDocument = {
  kind: "receipt",
  number: "R-000042",
  issuedOn: "2026-12-01",
  suppliedOn: "2026-11-28",
  supplier: {
    name: `<script>alert("x")</script> & Sons`,
    addressLines: ["12 rue Principale", "Montréal QC H2X 1Y4"],
    registrations: [
      { label: "GST/HST", number: "123456782 RT 0001" },
      { label: "QST", number: "1234567890 TQ 0001" },
    ],
  },
  customer: { name: "Jane O'Neil", addressLines: ["Units 2 & <3>", "Halifax NS B3H 1A1"], registrations: [] },
  marketplace: {
    name: "Localy Inc.",
    addressLines: ["1 King St W", "Toronto ON M5H 1A1"],
    registrations: [{ label: "GST/HST", number: "987654321 RT 0001" }],
  },
  lines: [
    { description: "House cleaning, 3 hours", amount: 12_000 },
    { description: "Oven <deep> clean", amount: 3_450 },
  ],
  subtotal: 15_450,
  taxes: [
    { label: "GST 5%", base: 15_450, amount: 773 },
    { label: "QST 9.975%", base: 15_450, amount: 1_541 },
  ],
  total: 17_764,
  reference: "Booking 123",
  creditsReceipt: null,
  note: "Tips & extras are not taxed.",
};

const CREDIT_NOTE: ReceiptDocument = {
  ...RECEIPT,
  kind: "creditNote",
  number: "CN-000003",
  lines: [{ description: "Refund of house cleaning", amount: 12_000 }],
  subtotal: 12_000,
  taxes: [{ label: "GST 5%", base: 12_000, amount: 600 }],
  total: 12_600,
  creditsReceipt: "R-000042",
  note: null,
};

const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The amount table's rows as [kind, label, amount], unescaped. */
function tableRows(html: string): string[][] {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  const row = /<tr class="(\w+)"><th scope="row">(.*?)<\/th><td class="amount">(.*?)<\/td><\/tr>/g;
  return [...html.matchAll(row)].map(([, kind = "", label = "", amount = ""]) => [
    kind,
    unescape(label),
    unescape(amount),
  ]);
}

describe("renderReceiptHtml", () => {
  it("escapes every value a person typed, so a name cannot become markup", () => {
    const html = renderReceiptHtml(RECEIPT);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons");
    expect(html).toContain("Oven &lt;deep&gt; clean");
    expect(html).toContain("Jane O&#39;Neil");
    expect(html).toContain("Units 2 &amp; &lt;3&gt;<br>Halifax NS B3H 1A1");
    expect(html).toContain("Tips &amp; extras are not taxed.");
    expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it("is a standalone, accessible page that loads and runs nothing", () => {
    const html = renderReceiptHtml(RECEIPT);
    expect(html.startsWith('<!doctype html>\n<html lang="en-CA">')).toBe(true);
    expect(html).toContain("<title>Receipt R-000042</title>");
    expect(html.match(/<h1>/g)).toEqual(["<h1>"]);
    expect(html).toContain("<h1>Receipt R-000042</h1>");
    expect(html).toContain("<caption>Amounts</caption>");
    expect(html).toContain('<th scope="col">Description</th>');
    expect(html).not.toMatch(/\s(src|href)=|<link|<script|url\(|@import/i);
  });

  it("tables each line, the subtotal, each tax on its base and the total paid", () => {
    expect(tableRows(renderReceiptHtml(RECEIPT))).toEqual([
      ["line", "House cleaning, 3 hours", "$120.00"],
      ["line", "Oven <deep> clean", "$34.50"],
      ["subtotal", "Subtotal", "$154.50"],
      ["tax", "GST 5% on $154.50", "$7.73"],
      ["tax", "QST 9.975% on $154.50", "$15.41"],
      ["total", "Total paid", "$177.64"],
    ]);
  });

  it("leaves no value of the document out", () => {
    const html = renderReceiptHtml(RECEIPT);
    const facts = [
      ["Issue date", "December 1, 2026"],
      ["Date of supply", "November 28, 2026"],
      ["Reference", "Booking 123"],
    ];
    for (const [label, value] of facts) expect(html).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
    for (const heading of ["Supplier", "Customer", "Payment taken by"]) expect(html).toContain(`">${heading}</h2>`);
    const partyTexts = [RECEIPT.supplier, RECEIPT.customer, RECEIPT.marketplace!].flatMap((party) => [
      party.name,
      ...party.addressLines,
      ...party.registrations.map(({ label, number }) => `${label} ${number}`),
    ]);
    expect(partyTexts).toHaveLength(12);
    for (const text of partyTexts) expect(html).toContain(escaped(text));
    expect(html).toContain(`<p class="note">${escaped(RECEIPT.note ?? "")}</p>`);
    expect(html).not.toContain("Corrects receipt");
  });

  it("titles a credit note, names the receipt it corrects and totals what was refunded", () => {
    const html = renderReceiptHtml(CREDIT_NOTE);
    expect(html).toContain("<title>Credit note CN-000003</title>");
    expect(html).toContain("<h1>Credit note CN-000003</h1>");
    expect(html).toContain("<dt>Corrects receipt</dt><dd>R-000042</dd>");
    expect(tableRows(html).at(-1)).toEqual(["total", "Total refunded", "$126.00"]);
    expect(html).not.toContain('class="note"');
  });

  it("refuses a document whose figures do not add up or whose day is not a day", () => {
    expect(() => renderReceiptHtml({ ...RECEIPT, subtotal: 15_451 })).toThrow(/subtotal/);
    expect(() => renderReceiptHtml({ ...RECEIPT, total: 17_765 })).toThrow(/total/);
    expect(() => renderReceiptHtml({ ...RECEIPT, issuedOn: "2026-02-30" })).toThrow(/YYYY-MM-DD/);
  });
});
