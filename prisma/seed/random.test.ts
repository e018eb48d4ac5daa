import { describe, expect, it } from "vitest";
import { createRandom, mulberry32 } from "./random.ts";

describe("mulberry32", () => {
  it("repeats its sequence for the same seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 1_000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(draws[0]);
  });
});

describe("createRandom", () => {
  it("gives independent streams per purpose", () => {
    expect(createRandom(1, "providers").next()).not.toBe(createRandom(1, "reviews").next());
  });

  it("keeps int within bounds, both included", () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it("samples distinct items", () => {
    const sample = createRandom(7).sample(["a", "b", "c", "d", "e"], 3);
    expect(new Set(sample).size).toBe(3);
    expect(createRandom(7).sample(["a"], 3)).toEqual(["a"]);
  });

  it("never picks a zero-weight key", () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i++) expect(random.weighted({ yes: 1, no: 0 })).toBe("yes");
  });
});
