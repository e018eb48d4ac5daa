/** "(416) 555-0123" → "tel:+14165550123"; other shapes keep their digits and plus sign. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}
