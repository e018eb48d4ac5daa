import { describe, expect, it } from "vitest";
import { formatNanp, toE164 } from "./phone.ts";
import { normalizePostalCode, postalCodeIsInProvince } from "./postal-code.ts";
import { findProvince } from "./provinces.ts";

describe("postal codes", () => {
  it("normalises what people type to upper case with one space", () => {
    expect(normalizePostalCode("k1a0b1")).toBe("K1A 0B1");
    expect(normalizePostalCode(" m5h-1j9 ")).toBe("M5H 1J9");
    expect(normalizePostalCode("V6B  1A1")).toBe("V6B 1A1");
  });

  it("refuses letters Canada Post never uses, and W or Z first", () => {
    for (const code of ["D1A 1A1", "K1F 1A1", "K1A 1O1", "W1A 1A1", "Z1A 1A1", "K1A 1A", "12345", "K1A 1A1 1"]) {
      expect(normalizePostalCode(code), code).toBeNull();
    }
  });

  it("knows which province a first letter serves", () => {
    expect(postalCodeIsInProvince("M5H 1J9", "ON")).toBe(true);
    expect(postalCodeIsInProvince("H2X 1Y4", "QC")).toBe(true);
    expect(postalCodeIsInProvince("X0A 0H0", "NU")).toBe(true);
    expect(postalCodeIsInProvince("X1A 2P7", "NT")).toBe(true);
    expect(postalCodeIsInProvince("V6B 1A1", "ON")).toBe(false);
  });
});

describe("NANP phone numbers", () => {
  it("accepts the ways Canadians write them and stores E.164", () => {
    for (const text of [
      "(416) 555-0100",
      "416-555-0100",
      "416.555.0100",
      "+1 416 555 0100",
      "1-416-555-0100",
      "4165550100",
    ]) {
      expect(toE164(text), text).toBe("+14165550100");
    }
  });

  it("refuses short numbers, N11 codes, area codes starting 0 or 1, and letters", () => {
    for (const text of [
      "555-0100",
      "(911) 555-0100",
      "(416) 411-0100",
      "(116) 555-0100",
      "416-555-01000",
      "416-CALL-NOW",
    ]) {
      expect(toE164(text), text).toBeNull();
    }
  });

  it("shows a stored number as (416) 555-0100", () => {
    expect(formatNanp("+14165550100")).toBe("(416) 555-0100");
  });
});

describe("provinces", () => {
  it("finds one by code or by name, accents and case aside", () => {
    expect(findProvince("on")?.name).toBe("Ontario");
    expect(findProvince("Québec")?.code).toBe("QC");
    expect(findProvince(" british columbia ")?.code).toBe("BC");
    expect(findProvince("Texas")).toBeUndefined();
  });
});
