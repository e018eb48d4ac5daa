/**
 * A path inside this app ("/provider-dashboard"), which the list links to in place; anything
 * else (another origin, "//host", a scheme) is shown without a link.
 */
export function isAppPath(link: string | null | undefined): link is string {
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}
