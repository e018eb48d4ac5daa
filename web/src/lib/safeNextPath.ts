/**
 * Where to go after signing in. Only a path on this site is accepted, so a crafted
 * link (`?next=https://evil.example` or `//evil.example`) cannot send the user elsewhere;
 * the sign-in page itself is no destination either.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(next, "http://site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://site.invalid" || url.pathname === "/sign-in") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
