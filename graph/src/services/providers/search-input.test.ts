import { describe, expect, it } from "vitest";
import { parseInput, ValidationError } from "../errors.ts";
import { decodeSearchCursor, encodeSearchCursor } from "./search-cursor.ts";
import { dollarsToCents, locationQuery, searchInput } from "./search-input.ts";

const parse = (input: unknown) => parseInput(searchInput, input);

describe("searchInput", () => {
  it("defaults the radius to 50 km and leaves every filter off", () => {
    expect(parse({})).toEqual({ maxDistance: 50 });
  });

  it("reads REST query-string text and GraphQL values alike", () => {
    const fromRest = parse({
      location: "Toronto, Ontario",
      serviceType: "House-Cleaning",
      maxDistance: "25",
      minRating: "4.5",
      maxPrice: "100",
      mobileOnly: "true",
      certifiedOnly: "false",
    });
    const fromGraphQL = parse({
      location: "Toronto, Ontario",
      serviceType: "house-cleaning",
      maxDistance: 25,
      minRating: 4.5,
      maxPrice: 100,
      mobileOnly: true,
      certifiedOnly: false,
    });
    expect(fromRest).toEqual(fromGraphQL);
    expect(fromRest).toMatchObject({ serviceType: "house-cleaning", maxPrice: 100, mobileOnly: true });
  });

  it('treats "all", blanks and nulls as no filter', () => {
    expect(parse({ serviceType: "all", location: " ", minRating: null, maxPrice: "" })).toEqual({ maxDistance: 50 });
    expect(parse({ serviceType: "ALL" }).serviceType).toBeUndefined();
  });

  it.each([
    [{ maxDistance: "far" }, "maxDistance must be a distance in km from 1 to 1000"],
    [{ maxDistance: 0 }, "maxDistance must be a distance in km from 1 to 1000"],
    [{ minRating: 6 }, "minRating must be a rating from 0 to 5"],
    [{ minRating: "four" }, "minRating must be a rating from 0 to 5"],
    [{ maxPrice: -1 }, "maxPrice must be an amount in dollars, 0 or more"],
    [{ mobileOnly: "yes please" }, "mobileOnly must be true or false"],
  ])("refuses %j with a clear message", (input, message) => {
    expect(() => parse(input)).toThrow(ValidationError);
    expect(() => parse(input)).toThrow(message);
  });
});

describe("dollarsToCents", () => {
  it("compares the chip's dollars in cents", () => {
    expect(dollarsToCents(100)).toBe(10_000);
    expect(dollarsToCents(99.99)).toBe(9_999);
  });
});

describe("locationQuery", () => {
  it("understands every way a city is named", () => {
    expect(locationQuery("Toronto, Ontario")).toMatchObject({ kind: "slug", slug: "Toronto, Ontario" });
    expect(locationQuery("toronto-ontario")).toMatchObject({ kind: "slug" });
    expect(locationQuery("42")).toEqual({ kind: "id", id: 42 });
    expect(locationQuery(Buffer.from("City:7").toString("base64"))).toEqual({ kind: "id", id: 7 });
    expect(locationQuery('{"city":"Toronto","province":"Ontario"}')).toEqual({
      kind: "cityAndProvince",
      city: "Toronto",
      province: "Ontario",
      text: "Toronto, Ontario",
    });
    expect(locationQuery({ city: "Toronto" })).toMatchObject({
      kind: "cityAndProvince",
      province: null,
      text: "Toronto",
    });
  });
});

describe("search cursors", () => {
  it("round-trip the exact sort key", () => {
    const position = { distanceKm: 23.683217222612544, rating: 4.7, id: 12 };
    expect(decodeSearchCursor(encodeSearchCursor(position))).toEqual(position);
    expect(decodeSearchCursor(encodeSearchCursor({ distanceKm: null, rating: 0, id: 1 }))).toEqual({
      distanceKm: null,
      rating: 0,
      id: 1,
    });
  });

  it("refuses anything else as a ValidationError", () => {
    expect(() => decodeSearchCursor("bm9wZQ")).toThrow(ValidationError);
    expect(() => decodeSearchCursor(Buffer.from('ps1:[1,"x",3]').toString("base64url"))).toThrow(ValidationError);
  });
});
