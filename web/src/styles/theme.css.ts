import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";
import { tokens } from "./tokens";

// The contract mirrors the token tree with null leaves: every value becomes a CSS variable,
// so components depend on names, and a second theme could fill them differently.
const nullLeaves = <T extends object>(
  tree: T,
): { [K in keyof T]: T[K] extends object ? { [L in keyof T[K]]: null } : null } =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "object" ? Object.fromEntries(Object.keys(value).map((leaf) => [leaf, null])) : null,
    ]),
  ) as never;

export const vars = createThemeContract(nullLeaves(tokens));

createGlobalTheme(":root", vars, tokens);
