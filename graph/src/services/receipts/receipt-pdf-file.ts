// A document as the PDF file a response or an email carries. pdfkit is loaded the first time a
// PDF is asked for, not when the server starts: most processes never render one.
import type { MailAttachment } from "../../gateways/mail/mail-gateway.ts";
import type { ReceiptDocument } from "./receipt-document.ts";

export async function receiptPdfFile(document: ReceiptDocument): Promise<MailAttachment> {
  const { renderReceiptPdf } = await import("./receipt-pdf.ts");
  return {
    filename: `${document.number}.pdf`,
    contentType: "application/pdf",
    content: await renderReceiptPdf(document),
  };
}
