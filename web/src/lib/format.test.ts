import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import sourceMessages from "../i18n/en-CA.json";
import { sourceIntl as enCA } from "../i18n/sourceIntl";
import { formatCount, formatDistanceKm, formatPopulation, formatPriceCents, formatRating } from "./format";

// Another locale's formats, from Intl alone: the helpers follow the `intl` they are given.
const frCA = createIntl({ locale: "fr-CA" as never, messages: {} as never });

describe("formatCount", () => {
  it("groups thousands the en-CA way, as the catalog's {n, number} and plural # do", () => {
    expect(formatCount(2000, enCA)).toBe("2,000");
    expect(formatCount(12, enCA)).toBe("12");
    expect(formatCount(0, enCA)).toBe("0");
    expect(enCA.formatMessage({ id: "providerResults.showing" }, { shown: 12, total: 2000, more: "false" })).toBe(
      `Showing ${formatCount(12, enCA)} of ${formatCount(2000, enCA)}`,
    );
    // Past the search's cap, "providers found" is a lower bound.
    expect(enCA.formatMessage({ id: "providerResults.showing" }, { shown: 12, total: 1000, more: "true" })).toBe(
      "Showing 12 of 1,000+",
    );
  });

  it("shows whole counts", () => {
    expect(formatCount(1234.6, enCA)).toBe("1,235");
  });
});

describe("formatPopulation", () => {
  it("groups thousands the en-CA way", () => {
    expect(formatPopulation(2794356, enCA)).toBe("2,794,356");
    expect(formatPopulation(5000, enCA)).toBe("5,000");
    expect(formatPopulation(999, enCA)).toBe("999");
  });

  it("groups them the reader's way in another locale", () => {
    expect(formatPopulation(2794356, frCA)).toBe("2\u00a0794\u00a0356");
  });
});

describe("formatPriceCents", () => {
  it("shows cents as whole Canadian dollars", () => {
    expect(formatPriceCents(8500, enCA)).toBe("$85");
    expect(formatPriceCents(12000, enCA)).toBe("$120");
    expect(formatPriceCents(150000, enCA)).toBe("$1,500");
    expect(formatPriceCents(0, enCA)).toBe("$0");
  });

  it("rounds odd cents to the nearest dollar", () => {
    expect(formatPriceCents(8549, enCA)).toBe("$85");
    expect(formatPriceCents(8550, enCA)).toBe("$86");
  });

  it("keeps Canadian dollars in another locale, written its way", () => {
    expect(formatPriceCents(150000, frCA)).toBe("1\u00a0500\u00a0$");
  });
});

describe("formatDistanceKm", () => {
  it("keeps one decimal", () => {
    expect(formatDistanceKm(3.24, enCA)).toBe("3.2 km");
    expect(formatDistanceKm(0, enCA)).toBe("0.0 km");
    expect(formatDistanceKm(12, enCA)).toBe("12.0 km");
    expect(formatDistanceKm(1234.56, enCA)).toBe("1,234.6 km");
  });
});

describe("formatRating", () => {
  it("formats ratings with one decimal", () => {
    expect(formatRating(4.8, enCA)).toBe("4.8");
    expect(formatRating(5, enCA)).toBe("5.0");
    expect(formatRating(4.8, frCA)).toBe("4,8");
  });
});

describe("counts in the catalog", () => {
  // A bare {count} prints 2000 where {count, number} prints 2,000: every argument that
  // carries a count is a number or a plural, so each shows in the one style.
  const COUNT_ARGUMENTS = new Set(["count", "total", "shown", "step", "km", "days", "hours", "tier"]);
  // Arguments of these names that are amounts of money, formatted (with their currency) before they arrive.
  const MONEY = new Set(["refundDialog.description: {total}", "platformEarnings.payments.received: {total}"]);
  const bareArguments = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((el) => {
      if (el.type === TYPE.argument) return [el.value];
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options).flatMap((option) => bareArguments(option.value));
      if (el.type === TYPE.tag) return bareArguments(el.children);
      return [];
    });

  it("formats every count as a number or a plural, never as bare text", () => {
    const bare = Object.entries(sourceMessages).flatMap(([id, message]) =>
      bareArguments(parse(message))
        .filter((name) => COUNT_ARGUMENTS.has(name))
        .map((name) => `${id}: {${name}}`)
        .filter((found) => !MONEY.has(found)),
    );
    expect(bare).toEqual([]);
  });
});
