import { describe, expect, it } from "vitest";
import { bracketDepth } from "./graphql-guards.ts";

describe("bracketDepth", () => {
  it("counts braces, brackets and parentheses together", () => {
    expect(bracketDepth("{ a }")).toBe(1);
    expect(bracketDepth("{ a(b: [[1]]) { c } }")).toBe(4);
    expect(bracketDepth(`{ ${"[".repeat(5000)}`)).toBe(5001);
  });

  it("ignores brackets in strings, block strings and comments", () => {
    expect(bracketDepth('{ a(b: "[[[[{{{") }')).toBe(2);
    expect(bracketDepth('{ a(b: "\\"[[[[") }')).toBe(2);
    expect(bracketDepth('{ a(b: """ [[[[ " {{ """) }')).toBe(2);
    expect(bracketDepth("# {{{{{{\n{ a }")).toBe(1);
  });

  it("does not go below zero on stray closers", () => {
    expect(bracketDepth("}}}} { a }")).toBe(1);
  });
});
