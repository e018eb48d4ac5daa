import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import sourceMessages from "./en-CA.json";
import type { MessageId } from "./messages";
import { sourceIntl } from "./sourceIntl";

const entries = Object.entries(sourceMessages) as Array<[MessageId, string]>;
const words = (id: MessageId, values?: Parameters<typeof sourceIntl.formatMessage>[1]) =>
  sourceIntl.formatMessage({ id }, values);

describe("the en-CA source catalog", () => {
  it("holds only ICU MessageFormat that parses", () => {
    const broken = entries.flatMap(([id, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("renders a message without arguments exactly as written (no stray ICU quoting)", () => {
    const plain = entries.filter(([, message]) => parse(message).every((el) => el.type === TYPE.literal));
    expect(plain.length).toBeGreaterThan(100);
    for (const [id, message] of plain) expect(words(id), id).toBe(message);
  });

  it("names every id by its screen or component: namespace.rest", () => {
    for (const [id] of entries) expect(id).toMatch(/^[a-z][A-Za-z]*(\.[a-z0-9][A-Za-z0-9-]*)+$/);
  });

  it("gives every plural the English forms one and other", () => {
    const plurals = (elements: MessageFormatElement[]): Array<Record<string, unknown>> =>
      elements.flatMap((el) => {
        if (el.type === TYPE.plural) return [el.options, ...Object.values(el.options).flatMap((o) => plurals(o.value))];
        if (el.type === TYPE.select) return Object.values(el.options).flatMap((o) => plurals(o.value));
        if (el.type === TYPE.tag) return plurals(el.children);
        return [];
      });
    for (const [id, message] of entries) {
      for (const options of plurals(parse(message))) expect(Object.keys(options).sort(), id).toEqual(["one", "other"]);
    }
  });

  it("keeps the product spec's words verbatim", () => {
    const values = Object.values(sourceMessages);
    for (const spec of [
      "Booking Submitted",
      "Your booking request has been submitted. The provider will contact you within 1 hour.",
      "Booking Failed",
      "There was an error submitting your booking. Please try again.",
      "Missing Information",
      "Please fill in all required fields.",
      "No cities found.",
      "City Not Found",
      "Connection Lost",
      "Load More Providers",
      "Compare Service Providers",
      "Canada's Service Marketplace",
      "Find Services",
      "You can try:",
    ]) {
      expect(values).toContain(spec);
    }
  });

  it("counts with plurals and Intl's numbers", () => {
    expect(words("providerCard.reviews", { count: 1 })).toBe("(1 review)");
    expect(words("providerCard.reviews", { count: 1200 })).toBe("(1,200 reviews)");
    expect(words("comparisonDialog.description", { count: 2 })).toBe("2 providers side by side.");
    expect(words("cities.tierCard.count", { count: 1 })).toBe("1 city");
    expect(words("cities.tierCard.count", { count: 0 })).toBe("0 cities");
    expect(words("comparison.toast.full.title", { max: 3 })).toBe("You can compare up to 3 providers");
    expect(words("cityListItem.population", { population: 2794356 })).toBe("Population 2,794,356");
    expect(words("cities.tier.band.between", { min: 100_000, max: 500_000 })).toBe("100,000–500,000");
  });

  it("reads a role and a tier size through select, falling back to the value itself", () => {
    expect(words("viewerMenu.role", { role: "PROVIDER" })).toBe("Provider");
    expect(words("viewerMenu.role", { role: "AUDITOR" })).toBe("AUDITOR");
    expect(words("cities.tierCard.showAll", { size: "medium" })).toBe("Show all medium cities");
  });

  it("is typed: an id outside the catalog does not compile", () => {
    // @ts-expect-error -- not an id of en-CA.json
    const missing = () => sourceIntl.formatMessage({ id: "home.hero.nope" });
    expect(missing).toBeTypeOf("function");
  });
});

describe("the catalog's names for notification kinds", () => {
  // The schema's enum, as the API gives it: a kind added there needs its words here too, or
  // the staff's failed-deliveries list and the account's preferences would call it "Other".
  const schema = readFileSync(new URL("../../../schema.graphql", import.meta.url), "utf8");
  const kinds = /^enum NotificationKind \{\n([^}]*)\}/m.exec(schema)![1]!.trim().split(/\s+/);

  it.each(["failedDeliveries.kind", "account.notifications.kind"] as const)("%s names every kind", (id) => {
    expect(kinds.length).toBeGreaterThan(10);
    for (const kind of kinds) expect(words(id, { kind }), `${id} for ${kind}`).not.toMatch(/^Other/);
  });
});
