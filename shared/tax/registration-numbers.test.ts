import { describe, expect, it } from "vitest";
import {
  displayRegistrationNumber,
  GST_HST_CHECK_WORDS,
  GST_HST_NUMBER_WORDS,
  passesLuhn,
  QST_NUMBER_WORDS,
  taxProfileFields,
} from "./registration-numbers.ts";

const parse = (input: Partial<Record<"gstHstNumber" | "qstNumber" | "pstNumber", string>>) =>
  taxProfileFields.safeParse({ gstHstNumber: "", qstNumber: "", pstNumber: "", ...input });
const wordsOf = (result: ReturnType<typeof parse>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe("passesLuhn", () => {
  it("accepts a business number whose ninth digit is its check digit, and refuses one digit off", () => {
    expect(passesLuhn("123456782")).toBe(true);
    expect(passesLuhn("123456789")).toBe(false);
    expect(passesLuhn("000000000")).toBe(true);
  });
});

describe("taxProfileFields", () => {
  it("reads empty fields as not registered", () => {
    expect(parse({})).toEqual({ success: true, data: { gstHstNumber: null, qstNumber: null, pstNumber: null } });
  });

  it("takes numbers typed with spaces, dashes and small letters, and keeps them compact", () => {
    const result = parse({
      gstHstNumber: "123456782 rt 0001",
      qstNumber: "1234567890-tq-0001",
      pstNumber: "pst-1234-5678",
    });
    expect(result).toEqual({
      success: true,
      data: { gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", pstNumber: "PST12345678" },
    });
  });

  it("refuses a wrong shape or a business number that fails its check digit, in the form's words", () => {
    expect(wordsOf(parse({ gstHstNumber: "123456782" }))).toEqual([GST_HST_NUMBER_WORDS]);
    expect(wordsOf(parse({ gstHstNumber: "123456789RT0001" }))).toEqual([GST_HST_CHECK_WORDS]);
    expect(wordsOf(parse({ gstHstNumber: "123456782RP0001" }))).toEqual([GST_HST_NUMBER_WORDS]);
    expect(wordsOf(parse({ qstNumber: "123456789TQ0001" }))).toEqual([QST_NUMBER_WORDS]);
    expect(parse({ pstNumber: "x".repeat(41) }).success).toBe(false);
    expect(parse({ pstNumber: "AB" }).success).toBe(false);
  });
});

describe("the examples the words give", () => {
  it("are numbers the form takes", () => {
    const gstHst = /e\.g\. ([0-9 RT]+)\./.exec(GST_HST_NUMBER_WORDS)![1]!;
    const qst = /e\.g\. ([0-9 TQ]+)\./.exec(QST_NUMBER_WORDS)![1]!;
    expect(parse({ gstHstNumber: gstHst, qstNumber: qst }).success).toBe(true);
  });
});

describe("displayRegistrationNumber", () => {
  it("spaces a program account as it is printed", () => {
    expect(displayRegistrationNumber("123456782RT0001")).toBe("123456782 RT 0001");
    expect(displayRegistrationNumber("1234567890TQ0001")).toBe("1234567890 TQ 0001");
    expect(displayRegistrationNumber("PST12345678")).toBe("PST12345678");
  });
});
