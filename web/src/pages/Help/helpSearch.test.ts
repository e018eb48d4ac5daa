import { describe, expect, it } from "vitest";
import { filterBySearch, foldForSearch, searchWords } from "./helpSearch";

const items = [
  { id: "cancel", text: "Can I cancel a booking? Yes, while its status is Confirmed." },
  { id: "refunds", text: "How do refunds work? Our staff make refunds." },
  { id: "law", text: "Your rights under Québec's Law 25." },
];
const ids = (query: string) => filterBySearch(items, query).map((item) => item.id);

describe("foldForSearch", () => {
  it("drops case, accents and extra spaces", () => {
    expect(foldForSearch("  Québec   ÉTÉ\tcafé ")).toBe("quebec ete cafe");
  });
});

describe("searchWords", () => {
  it("gives no words for a blank query", () => {
    expect(searchWords("   ")).toEqual([]);
  });

  it("splits on any whitespace", () => {
    expect(searchWords(" Cancel\n Booking ")).toEqual(["cancel", "booking"]);
  });
});

describe("filterBySearch", () => {
  it("keeps every item, in order, for a blank query", () => {
    expect(ids("")).toEqual(["cancel", "refunds", "law"]);
    expect(ids("  ")).toEqual(["cancel", "refunds", "law"]);
  });

  it("matches whatever the case", () => {
    expect(ids("REFUND")).toEqual(["refunds"]);
  });

  it("matches whatever the accents, either way round", () => {
    expect(ids("quebec")).toEqual(["law"]);
    expect(ids("québec")).toEqual(["law"]);
    expect(ids("confírmed")).toEqual(["cancel"]);
  });

  it("needs every word, in any order", () => {
    expect(ids("booking cancel")).toEqual(["cancel"]);
    expect(ids("cancel refunds")).toEqual([]);
  });

  it("matches parts of words as they are typed", () => {
    expect(ids("canc")).toEqual(["cancel"]);
  });

  it("finds nothing for words that are nowhere", () => {
    expect(ids("snowmobile")).toEqual([]);
  });
});
