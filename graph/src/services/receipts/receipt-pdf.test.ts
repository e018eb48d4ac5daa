import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import type { ReceiptDocument } from "./receipt-document.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

const RECEIPT: ReceiptDocument = {
  kind: "receipt",
  number: "R-000042",
  issuedOn: "2026-12-01",
  suppliedOn: "2026-11-28",
  supplier: {
    name: "Nettoyage Côté & Fils",
    addressLines: ["12 rue Principale", "Montréal QC H2X 1Y4"],
    registrations: [
      { label: "GST/HST", number: "123456782 RT 0001" },
      { label: "QST", number: "1234567890 TQ 0001" },
    ],
  },
  customer: { name: "Jane O'Neil", addressLines: ["5 Elm St", "Halifax NS B3H 1A1"], registrations: [] },
  marketplace: {
    name: "Localy Inc.",
    addressLines: ["1 King St W", "Toronto ON M5H 1A1"],
    registrations: [{ label: "GST/HST", number: "987654321 RT 0001" }],
  },
  lines: [{ description: "House cleaning, 3 hours", amount: 123_450 }],
  subtotal: 123_450,
  taxes: [
    { label: "GST 5%", base: 123_450, amount: 6_173 },
    { label: "QST 9.975%", base: 123_450, amount: 12_314 },
  ],
  total: 141_937,
  reference: "Booking 123",
  creditsReceipt: null,
  note: "Thank you for booking through Localy.",
};

const CREDIT_NOTE: ReceiptDocument = {
  ...RECEIPT,
  kind: "creditNote",
  number: "CN-000003",
  issuedOn: "2026-12-05",
  lines: [{ description: "Refund of house cleaning", amount: 12_000 }],
  subtotal: 12_000,
  taxes: [{ label: "GST 5%", base: 12_000, amount: 600 }],
  total: 12_600,
  creditsReceipt: "R-000042",
  note: null,
};

/** The PDF as a reader extracts it: its text with runs of white space as one space, and its info. */
async function read(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text, total } = await parser.getText();
    const { info } = await parser.getInfo();
    return { text: text.replace(/\s+/g, " "), pages: total, info: info as Record<string, unknown> };
  } finally {
    await parser.destroy();
  }
}

describe("renderReceiptPdf", () => {
  it("prints the number, the parties, their registrations, each tax and the total", async () => {
    const { text, pages } = await read(await renderReceiptPdf(RECEIPT));
    expect(pages).toBe(1);
    expect(text).toContain("Receipt R-000042");
    expect(text).toContain("Issue date December 1, 2026");
    expect(text).toContain("Date of supply November 28, 2026");
    expect(text).toContain("Reference Booking 123");
    for (const name of ["Nettoyage Côté & Fils", "Jane O'Neil", "Localy Inc."]) expect(text).toContain(name);
    expect(text).toContain("Montréal QC H2X 1Y4");
    expect(text).toContain("GST/HST 123456782 RT 0001");
    expect(text).toContain("QST 1234567890 TQ 0001");
    expect(text).toContain("GST/HST 987654321 RT 0001");
    expect(text).toContain("House cleaning, 3 hours $1,234.50");
    expect(text).toContain("Subtotal $1,234.50");
    expect(text).toContain("GST 5% on $1,234.50 $61.73");
    expect(text).toContain("QST 9.975% on $1,234.50 $123.14");
    expect(text).toContain("Total paid $1,419.37");
    expect(text).toContain("Thank you for booking through Localy.");
    expect(text).not.toContain("Corrects receipt");
  });

  it("titles a credit note, names the receipt it corrects and totals what was refunded", async () => {
    const { text } = await read(await renderReceiptPdf(CREDIT_NOTE));
    expect(text).toContain("Credit note CN-000003");
    expect(text).toContain("Corrects receipt R-000042");
    expect(text).toContain("GST 5% on $120.00 $6.00");
    expect(text).toContain("Total refunded $126.00");
    expect(text).not.toContain("Receipt CN-000003");
    expect(text).not.toContain("Total paid");
  });

  it("names itself in its metadata and dates itself by its issue date, so the bytes repeat", async () => {
    const pdf = await renderReceiptPdf(RECEIPT);
    const { info } = await read(pdf);
    expect(info).toMatchObject({ Title: "Receipt R-000042", Author: "Localy Inc.", Language: "en-CA" });
    expect(info.CreationDate).toBe("D:20261201000000Z");
    expect((await renderReceiptPdf(RECEIPT)).equals(pdf)).toBe(true);
    expect((await renderReceiptPdf({ ...RECEIPT, number: "R-000043" })).equals(pdf)).toBe(false);
  });

  it("flows a long list of lines onto further pages and still ends with the total", async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({ description: `Visit ${index + 1}`, amount: 1_000 }));
    const long = { ...RECEIPT, lines, subtotal: 80_000, taxes: [], total: 80_000 };
    const { text, pages } = await read(await renderReceiptPdf(long));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Visit 1 $10.00");
    expect(text).toContain("Visit 80 $10.00");
    expect(text).toContain("Total paid $800.00");
  });

  it("prints a character Helvetica cannot draw as a question mark, never as other letters", async () => {
    const supplier = { ...RECEIPT.supplier, name: "ᐃᓄᒃᑎᑐᑦ Cleaning – l’été" };
    const { text } = await read(await renderReceiptPdf({ ...RECEIPT, supplier }));
    expect(text).toContain("?????? Cleaning – l’été");
  });

  it("refuses a document whose figures do not add up", async () => {
    await expect(renderReceiptPdf({ ...RECEIPT, total: 141_938 })).rejects.toThrow(/total/);
  });
});
