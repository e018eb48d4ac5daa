// A part of the message catalog, cut at build time by scripts/vite/messageCatalogParts.ts.
declare module "*.json?part=firstView" {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module "*.json?part=later" {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
