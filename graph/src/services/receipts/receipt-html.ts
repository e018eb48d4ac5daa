// A receipt or credit note as one standalone HTML page: it is saved, mailed and printed on
// its own, so it carries its styles inline, loads nothing and runs nothing. Every value comes
// from the document (names and addresses people typed), so every one is escaped.
import type { ReceiptDocument } from "./receipt-document.ts";
import {
  amountRows,
  documentFacts,
  documentTitle,
  partyBlocks,
  RECEIPT_WORDS,
  type AmountRow,
  type PartyBlock,
} from "./receipt-words.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Ink-friendly: black on white, no backgrounds, and the amounts in tabular figures so the
// columns line up on screen and on paper.
const STYLE = `
  :root { color: #111; background: #fff; font: 11pt/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
  body { margin: 0; }
  main { max-width: 48rem; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 0.75rem; }
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; margin: 0 0 0.25rem; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0 0 1.5rem; }
  dl.facts dt { font-weight: 600; }
  dl.facts dd { margin: 0; }
  .parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; margin-bottom: 1.5rem; }
  .parties p, .parties ul { margin: 0; padding: 0; list-style: none; }
  .party-name { font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
  th, td { padding: 0.3rem 0.25rem; text-align: left; vertical-align: top; font-weight: normal; }
  thead th { font-weight: 600; border-bottom: 1px solid #111; }
  .amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tfoot tr.subtotal > * { border-top: 1px solid #111; }
  tfoot tr.total > * { border-top: 2px solid #111; font-weight: 700; }
  .note { border-left: 3px solid #111; padding-left: 0.75rem; }
  @media print { main { margin: 0; max-width: none; padding: 0; } @page { margin: 18mm; } }
`;

function factsHtml(doc: ReceiptDocument): string {
  const items = documentFacts(doc).map(
    ({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl class="facts">${items.join("")}</dl>`;
}

function partyHtml(party: PartyBlock): string {
  const id = `party-${party.key}`;
  const address = party.addressLines.map(escapeHtml).join("<br>");
  const registrations = party.registrations.map((text) => `<li>${escapeHtml(text)}</li>`).join("");
  return [
    `<section aria-labelledby="${id}">`,
    `<h2 id="${id}">${escapeHtml(party.heading)}</h2>`,
    `<p class="party-name">${escapeHtml(party.name)}</p>`,
    address ? `<p>${address}</p>` : "",
    registrations ? `<ul>${registrations}</ul>` : "",
    `</section>`,
  ].join("");
}

function rowHtml(row: AmountRow): string {
  return (
    `<tr class="${row.kind}"><th scope="row">${escapeHtml(row.label)}</th>` +
    `<td class="amount">${escapeHtml(row.amount)}</td></tr>`
  );
}

function tableHtml(doc: ReceiptDocument): string {
  const rows = amountRows(doc);
  const lines = rows.filter((row) => row.kind === "line");
  const sums = rows.filter((row) => row.kind !== "line");
  return [
    `<table>`,
    `<caption>${escapeHtml(RECEIPT_WORDS.amountsCaption)}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(RECEIPT_WORDS.description)}</th>`,
    `<th scope="col" class="amount">${escapeHtml(RECEIPT_WORDS.amount)}</th></tr></thead>`,
    `<tbody>${lines.map(rowHtml).join("")}</tbody>`,
    `<tfoot>${sums.map(rowHtml).join("")}</tfoot>`,
    `</table>`,
  ].join("");
}

export function renderReceiptHtml(doc: ReceiptDocument): string {
  const title = escapeHtml(documentTitle(doc));
  const note = doc.note === null ? "" : `<p class="note">${escapeHtml(doc.note)}</p>`;
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${factsHtml(doc)}
<div class="parties">${partyBlocks(doc).map(partyHtml).join("")}</div>
${tableHtml(doc)}
${note}
</main>
</body>
</html>
`;
}
