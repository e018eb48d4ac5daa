// The marketplace as its documents name it: its legal name, address and registration numbers,
// set by the operator in the environment. A development or test installation, which has none,
// prints the Canada Revenue Agency's example numbers and says they are examples, so no
// document from it can pass for a real one.
import { displayRegistrationNumber, taxProfileFields } from "../../../../shared/tax/registration-numbers.ts";
import type { ReceiptParty } from "./receipt-document.ts";

const EXAMPLE_GST_HST = "123456782RT0001";
const EXAMPLE_QST = "1234567890TQ0001";

/** The marketplace's party, from PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GST_HST_NUMBER and PLATFORM_QST_NUMBER. */
export function marketplaceParty(env: NodeJS.ProcessEnv = process.env): ReceiptParty {
  const checked = taxProfileFields.safeParse({
    gstHstNumber: env.PLATFORM_GST_HST_NUMBER ?? "",
    qstNumber: env.PLATFORM_QST_NUMBER ?? "",
    pstNumber: "",
  });
  const configured = checked.success && checked.data.gstHstNumber !== null;
  const gstHst = configured ? checked.data.gstHstNumber! : EXAMPLE_GST_HST;
  const qst = configured ? checked.data.qstNumber : EXAMPLE_QST;
  const example = configured ? "" : " (example number: this installation has no registration set)";
  return {
    name: env.PLATFORM_LEGAL_NAME?.trim() || "Canada Local Services",
    addressLines: (env.PLATFORM_ADDRESS ?? "")
      .split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    registrations: [
      { label: "GST/HST", number: `${displayRegistrationNumber(gstHst)}${example}` },
      ...(qst ? [{ label: "QST", number: `${displayRegistrationNumber(qst)}${example}` }] : []),
    ],
  };
}
