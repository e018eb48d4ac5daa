import { describe, expect, it } from "vitest";
import { lastSeenMessageId } from "./readMarkers";

describe("lastSeenMessageId", () => {
  const messages = [
    { databaseId: 3, side: "CUSTOMER" },
    { databaseId: 5, side: "PROVIDER" },
    { databaseId: 8, side: "CUSTOMER" },
    { databaseId: 9, side: "CUSTOMER" },
  ];

  it("is the reader's newest message at or below the other side's marker", () => {
    expect(lastSeenMessageId(messages, "CUSTOMER", 8)).toBe(8);
    expect(lastSeenMessageId(messages, "CUSTOMER", 100)).toBe(9);
    expect(lastSeenMessageId(messages, "CUSTOMER", 7)).toBe(3);
  });

  it("is null before the other side has read any of the reader's messages", () => {
    expect(lastSeenMessageId(messages, "CUSTOMER", 2)).toBeNull();
    expect(lastSeenMessageId(messages, "PROVIDER", 4)).toBeNull();
    expect(lastSeenMessageId([], "PROVIDER", 10)).toBeNull();
  });
});
