import { describe, expect, it } from "vitest";
import { feedAddresses } from "./feedAddresses";

describe("feedAddresses", () => {
  it("puts the path on the app's origin, and gives the webcal form calendar apps open", () => {
    expect(feedAddresses("/api/provider/7/calendar.ics?token=3.abc", "https://market.example.ca")).toEqual({
      https: "https://market.example.ca/api/provider/7/calendar.ics?token=3.abc",
      webcal: "webcal://market.example.ca/api/provider/7/calendar.ics?token=3.abc",
    });
    expect(feedAddresses("/api/provider/7/calendar.ics?token=1.x", "http://127.0.0.1:3000").webcal).toBe(
      "webcal://127.0.0.1:3000/api/provider/7/calendar.ics?token=1.x",
    );
  });
});
