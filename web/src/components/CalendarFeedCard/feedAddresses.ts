/**
 * The feed's address to paste into a calendar (https on the app's own origin) and the same
 * address as webcal://, which opens the reader's calendar app at its "subscribe" step.
 */
export function feedAddresses(path: string, origin: string): { https: string; webcal: string } {
  const https = new URL(path, origin).href;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}
