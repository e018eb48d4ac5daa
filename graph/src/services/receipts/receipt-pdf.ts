// A receipt or credit note as a PDF on US Letter, the paper Canadian offices print on. It uses
// the PDF standard fonts (Helvetica), so no font file ships with the server, and it prints
// the same words in the same order as the HTML copy (receipt-words.ts).
import PDFDocument from "pdfkit";
import type { ReceiptDocument } from "./receipt-document.ts";
import {
  amountRows,
  documentFacts,
  documentTitle,
  partyBlocks,
  RECEIPT_WORDS,
  startOfDayUtc,
  type AmountRow,
  type LabelledValue,
  type PartyBlock,
} from "./receipt-words.ts";

type Pdf = PDFKit.PDFDocument;

const MARGIN = 54;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const BODY_SIZE = 10;
const FACT_LABEL_WIDTH = 100;
const COLUMN_GAP = 18;
const AMOUNT_WIDTH = 110;
const ROW_PADDING = 4;

// The standard fonts draw WinAnsi only: Latin-1 and these typographic marks. pdfkit writes any
// other character's code unchecked, which prints as unrelated letters, so those become "?"
// instead (the HTML copy keeps the exact text). Syllabics or emoji need an embedded font.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function printable(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (/\s/.test(char)) out += " ";
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += "?";
  }
  return out;
}

/** `text` at (x, y) in the current font; answers where it ends. */
function put(pdf: Pdf, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): number {
  pdf.text(printable(text), x, y, options);
  return pdf.y;
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

function drawFacts(pdf: Pdf, facts: LabelledValue[]): void {
  const valueWidth = contentWidth(pdf) - FACT_LABEL_WIDTH;
  for (const { label, value } of facts) {
    const top = pdf.y;
    const labelBottom = put(pdf.font(BOLD), label, MARGIN, top, { width: FACT_LABEL_WIDTH });
    const valueBottom = put(pdf.font(REGULAR), value, MARGIN + FACT_LABEL_WIDTH, top, { width: valueWidth });
    pdf.y = Math.max(labelBottom, valueBottom);
  }
}

/** One party's block at (x, top); answers where it ends. */
function drawParty(pdf: Pdf, party: PartyBlock, x: number, top: number, width: number): number {
  put(pdf.font(BOLD).fontSize(8), party.heading.toUpperCase(), x, top, { width, characterSpacing: 0.5 });
  pdf.moveDown(0.2);
  put(pdf.fontSize(BODY_SIZE), party.name, x, pdf.y, { width });
  pdf.font(REGULAR);
  for (const line of party.addressLines) put(pdf, line, x, pdf.y, { width });
  pdf.fontSize(9);
  for (const registration of party.registrations) put(pdf, registration, x, pdf.y, { width });
  pdf.fontSize(BODY_SIZE);
  return pdf.y;
}

function drawParties(pdf: Pdf, parties: PartyBlock[]): void {
  const width = (contentWidth(pdf) - COLUMN_GAP * (parties.length - 1)) / parties.length;
  const top = pdf.y;
  const bottoms = parties.map((party, index) =>
    drawParty(pdf, party, MARGIN + index * (width + COLUMN_GAP), top, width),
  );
  pdf.y = Math.max(top, ...bottoms);
}

function rule(pdf: Pdf, thickness: number): void {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + contentWidth(pdf), pdf.y)
    .lineWidth(thickness)
    .stroke();
}

/** One table row; starts a new page first when the row would not fit on this one. */
function drawRow(pdf: Pdf, label: string, amount: string, font: string): void {
  const labelWidth = contentWidth(pdf) - AMOUNT_WIDTH - COLUMN_GAP;
  pdf.font(font);
  const textHeight = Math.max(
    pdf.heightOfString(printable(label), { width: labelWidth }),
    pdf.heightOfString(printable(amount), { width: AMOUNT_WIDTH }),
  );
  if (pdf.y + textHeight + 2 * ROW_PADDING > pdf.page.maxY()) pdf.addPage();
  const top = pdf.y + ROW_PADDING;
  put(pdf, label, MARGIN, top, { width: labelWidth });
  put(pdf, amount, MARGIN + labelWidth + COLUMN_GAP, top, { width: AMOUNT_WIDTH, align: "right" });
  pdf.y = top + textHeight + ROW_PADDING;
}

function drawAmounts(pdf: Pdf, rows: AmountRow[]): void {
  drawRow(pdf, RECEIPT_WORDS.description, RECEIPT_WORDS.amount, BOLD);
  rule(pdf, 1);
  for (const row of rows) {
    if (row.kind === "subtotal") rule(pdf, 0.5);
    if (row.kind === "total") rule(pdf, 1.5);
    drawRow(pdf, row.label, row.amount, row.kind === "total" ? BOLD : REGULAR);
  }
}

function bytesOf(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
}

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  // Everything that can refuse the document (a bad day, figures that do not add up) runs
  // before the PDF starts, so a refusal leaves no half-written stream behind.
  const title = documentTitle(doc);
  const facts = documentFacts(doc);
  const parties = partyBlocks(doc);
  const rows = amountRows(doc);
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    lang: "en-CA",
    displayTitle: true,
    // The creation date also seeds the file's ID: taking it from the document, not the clock,
    // makes the same document give the same bytes however often it is rendered.
    info: { Title: title, Author: (doc.marketplace ?? doc.supplier).name, CreationDate: startOfDayUtc(doc.issuedOn) },
  });
  const bytes = bytesOf(pdf);

  put(pdf.font(BOLD).fontSize(20), title, MARGIN, MARGIN, {});
  pdf.moveDown(0.5).fontSize(BODY_SIZE);
  drawFacts(pdf, facts);
  pdf.moveDown(1.5);
  drawParties(pdf, parties);
  pdf.moveDown(1.5);
  drawAmounts(pdf, rows);
  if (doc.note !== null) {
    pdf.moveDown(1);
    put(pdf.font(REGULAR), doc.note, MARGIN, pdf.y, { width: contentWidth(pdf) });
  }
  pdf.end();
  return bytes;
}
