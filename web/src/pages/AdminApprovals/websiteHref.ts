/**
 * A registration's website as a link target: only an http(s) address becomes a link, so a
 * stored `javascript:` or similar can never run when staff follow it.
 */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website) return null;
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}
