// The parser ships no types; prometheus-text.ts gives its answer a shape.
declare module "parse-prometheus-text-format" {
  const parse: (text: string) => unknown[];
  export default parse;
}
