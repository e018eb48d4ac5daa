import { slugify } from "./slug.ts";

/**
 * A provider's public profile: "/providers/12-sparkle-clean". The id finds it; the name is
 * for the people and search engines reading the address, so a renamed business's old links
 * still work (the page puts the current name in the address).
 */
export function providerPath(databaseId: number, name: string): string {
  const slug = slugify(name);
  return `/providers/${databaseId}${slug ? `-${slug}` : ""}`;
}

/** The id a profile address starts with ("12-sparkle-clean" → 12); null when it names none. */
export function providerIdOfSegment(segment: string | undefined): number | null {
  const match = /^([1-9]\d{0,8})(?:-|$)/.exec(segment ?? "");
  return match ? Number(match[1]) : null;
}
