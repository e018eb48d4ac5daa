import { describe, expect, it } from "vitest";
import {
  compareFinderPositions,
  decodeFinderCursor,
  encodeFinderCursor,
  type FinderPosition,
} from "./cleaning-finder-order.ts";

describe("cleaning finder order", () => {
  it("puts certified first, then the best rated, then the nearest, then the lowest id", () => {
    const rows: FinderPosition[] = [
      { isCertified: false, rating: 5, distanceKm: 1, id: 1 },
      { isCertified: true, rating: 4.1, distanceKm: 9, id: 2 },
      { isCertified: true, rating: 4.8, distanceKm: 30, id: 3 },
      { isCertified: true, rating: 4.8, distanceKm: 2, id: 4 },
      { isCertified: true, rating: 4.8, distanceKm: 2, id: 5 },
      { isCertified: false, rating: 5, distanceKm: 0.5, id: 6 },
    ];
    expect([...rows].sort(compareFinderPositions).map((row) => row.id)).toEqual([4, 5, 3, 2, 6, 1]);
  });

  it("round-trips a position through its cursor, distances exactly", () => {
    for (const position of [
      { isCertified: true, rating: 4.8, distanceKm: Math.PI * 7.5, id: 42 },
      { isCertified: false, rating: 0, distanceKm: null, id: 2_147_483_647 },
    ]) {
      expect(decodeFinderCursor(encodeFinderCursor(position))).toEqual(position);
    }
  });

  it("refuses cursors it did not make", () => {
    const invalid = /cursor is not valid/;
    const made = (text: string) => Buffer.from(text).toString("base64url");
    expect(() => decodeFinderCursor("abc")).toThrow(invalid);
    expect(() => decodeFinderCursor(made("cf1:{"))).toThrow(invalid);
    expect(() => decodeFinderCursor(made("cf1:[true,4.5,null]"))).toThrow(invalid);
    expect(() => decodeFinderCursor(made('cf1:["yes",4.5,null,1]'))).toThrow(invalid);
    expect(() => decodeFinderCursor(made("cf1:[true,4.5,null,0]"))).toThrow(invalid);
    expect(() => decodeFinderCursor(made('cf1:[true,4.5,"far",1]'))).toThrow(invalid);
    // A search cursor (providers/search-cursor.ts) is not a finder cursor.
    expect(() => decodeFinderCursor(made("ps1:[1.5,4.5,3]"))).toThrow(invalid);
  });
});
