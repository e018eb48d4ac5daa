// North American Numbering Plan numbers, as Canadians write them: "(416) 555-0100",
// "416-555-0100", "+1 416 555 0100". Ten digits after an optional country code 1; the
// area code and the exchange start with 2-9 and are not N11 service codes (411, 911).
// A rule this small reads better than a phone library's metadata in the form's bundle.

const NANP = /^1?([2-9](?!11)\d{2})([2-9](?!11)\d{2})(\d{4})$/;

/** The number in E.164 ("+14165550100"), or null when it is not a NANP number. */
export function toE164(text: string): string | null {
  if (/[^\d\s().+-]/.test(text)) return null;
  const match = NANP.exec(text.replace(/\D/g, ""));
  return match ? `+1${match[1]}${match[2]}${match[3]}` : null;
}

/** "+14165550100" → "(416) 555-0100"; anything else as it is. */
export function formatNanp(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
