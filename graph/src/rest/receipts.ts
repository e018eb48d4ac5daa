import type { Context as HonoContext } from "hono";
import { Hono } from "hono";
import { guestOrigin, verifyGuestLink } from "../services/bookings/guest-booking.ts";
import { ValidationError } from "../services/errors.ts";
import type { ReceiptDocument } from "../services/receipts/receipt-document.ts";
import { renderReceiptHtml } from "../services/receipts/receipt-html.ts";
import { readFeeStatement } from "../services/receipts/fee-statements.ts";
import { receiptPdfFile } from "../services/receipts/receipt-pdf-file.ts";
import { readCreditNote, readGuestCreditNote, readGuestReceipt, readReceipt } from "../services/receipts/receipts.ts";
import type { RestEnv } from "./env.ts";

/**
 * Receipts and credit notes (services/receipts/receipts.ts), as a PDF, or as a page with
 * `?format=html`:
 *
 * GET /api/payments/{id}/receipt: a completed payment's numbered receipt, for the customer who
 *   paid, the provider paid and staff (anyone else: 404, as for a payment that does not exist).
 * GET /api/payments/{id}/credit-notes/{number}: the credit note of one of its refunds.
 * GET /api/guest-bookings/{token}/receipt and …/credit-notes/{number}: the same for a booking
 *   made without an account, through its signed link.
 * GET /api/providers/{id}/fee-statements/{YYYY-MM}: a provider's monthly statement of the fees
 *   (and their taxes) the marketplace charged it, for its own accounts and staff.
 */
export const receiptRoutes = new Hono<RestEnv>()
  .get("/payments/:id/receipt", async (c) => {
    const format = formatOf(c);
    return documentResponse(c, format, await readReceipt(c.var.ctx, c.req.param("id")));
  })
  .get("/payments/:id/credit-notes/:number", async (c) => {
    const format = formatOf(c);
    return documentResponse(c, format, await readCreditNote(c.var.ctx, c.req.param("id"), c.req.param("number")));
  })
  .get("/providers/:id/fee-statements/:month", async (c) => {
    const format = formatOf(c);
    return documentResponse(c, format, await readFeeStatement(c.var.ctx, c.req.param("id"), c.req.param("month")));
  })
  .get("/guest-bookings/:token/receipt", async (c) => {
    const format = formatOf(c);
    const ctx = c.var.ctx;
    const grant = await verifyGuestLink(ctx, c.req.param("token"), guestOrigin(ctx));
    return documentResponse(c, format, await readGuestReceipt(ctx, grant));
  })
  .get("/guest-bookings/:token/credit-notes/:number", async (c) => {
    const format = formatOf(c);
    const ctx = c.var.ctx;
    const grant = await verifyGuestLink(ctx, c.req.param("token"), guestOrigin(ctx));
    return documentResponse(c, format, await readGuestCreditNote(ctx, grant, c.req.param("number")));
  });

const FORMAT_WORDS = 'The format must be "pdf" or "html".';

/** Checked before the document is read: a refused request issues no receipt number. */
function formatOf(c: HonoContext<RestEnv>): "pdf" | "html" {
  const format = c.req.query("format") ?? "pdf";
  if (format === "pdf" || format === "html") return format;
  throw new ValidationError(FORMAT_WORDS, [{ path: ["format"], message: FORMAT_WORDS }]);
}

async function documentResponse(c: HonoContext<RestEnv>, format: "pdf" | "html", document: ReceiptDocument) {
  // Personal documents: never kept by a shared cache.
  c.header("Cache-Control", "private, no-store");
  if (format === "html") return c.html(renderReceiptHtml(document));
  const pdf = await receiptPdfFile(document);
  return c.body(new Uint8Array(pdf.content), 200, {
    "Content-Type": pdf.contentType,
    "Content-Disposition": `inline; filename="${pdf.filename}"`,
  });
}
