import { describe, expect, it } from "vitest";
import {
  addressToConfirm,
  formatServiceAddress,
  postalCodeProvinceMessage,
  SERVICE_ADDRESS_MESSAGES,
  serviceAddressFields,
  serviceAddressSchema,
} from "./service-address.ts";

const TORONTO = 7;
const provinceOf = (cityId: number) => (cityId === TORONTO ? "ON" : undefined);
const schema = serviceAddressSchema(provinceOf);

describe("service address", () => {
  it("trims the parts and normalises the postal code", () => {
    const parsed = schema.parse({ street: " 12 Main St ", unit: " 4 ", cityId: TORONTO, postalCode: "m5h-1j9" });
    expect(parsed).toEqual({ street: "12 Main St", unit: "4", cityId: TORONTO, postalCode: "M5H 1J9" });
  });

  it("treats a missing unit as none", () => {
    expect(schema.parse({ street: "12 Main St", cityId: TORONTO, postalCode: "M5H1J9" }).unit).toBe("");
  });

  it("requires street, city and a well-formed postal code", () => {
    const result = serviceAddressFields.safeParse({ street: " ", postalCode: "12345" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      street: SERVICE_ADDRESS_MESSAGES.street,
      cityId: SERVICE_ADDRESS_MESSAGES.city,
      postalCode: SERVICE_ADDRESS_MESSAGES.postalCode,
    });
  });

  it("bounds every part and refuses NUL", () => {
    expect(serviceAddressFields.safeParse({ street: "x".repeat(201), cityId: 1, postalCode: "M5H 1J9" }).success).toBe(
      false,
    );
    expect(
      serviceAddressFields.safeParse({ street: "12 Main", unit: "u".repeat(41), cityId: 1, postalCode: "M5H 1J9" })
        .success,
    ).toBe(false);
    expect(serviceAddressFields.safeParse({ street: "12\u0000Main", cityId: 1, postalCode: "M5H 1J9" }).success).toBe(
      false,
    );
    expect(serviceAddressFields.safeParse({ street: "12 Main", cityId: 2 ** 31, postalCode: "M5H 1J9" }).success).toBe(
      false,
    );
  });

  it("refuses a postal code from another province, naming the city's province", () => {
    const result = schema.safeParse({ street: "12 Main St", cityId: TORONTO, postalCode: "V6B 1A1" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([{ path: ["postalCode"], message: postalCodeProvinceMessage("ON") }]);
    expect(postalCodeProvinceMessage("ON")).toBe("This postal code is not in Ontario");
  });

  it("refuses a city that is not in the list", () => {
    const result = schema.safeParse({ street: "12 Main St", cityId: 99, postalCode: "M5H 1J9" });
    expect(result.error!.issues).toMatchObject([{ path: ["cityId"], message: SERVICE_ADDRESS_MESSAGES.unknownCity }]);
  });
});

describe("formatServiceAddress", () => {
  const toronto = { name: "Toronto", provinceCode: "ON" };

  it("writes one line, a bare unit as 'Unit'", () => {
    expect(
      formatServiceAddress({ address: "12 Main St", addressUnit: "4", addressCity: toronto, postalCode: "M5H 1J9" }),
    ).toBe("12 Main St, Unit 4, Toronto, ON M5H 1J9");
    expect(
      formatServiceAddress({
        address: "12 Main St",
        addressUnit: "Apt 4",
        addressCity: toronto,
        postalCode: "M5H 1J9",
      }),
    ).toBe("12 Main St, Apt 4, Toronto, ON M5H 1J9");
    expect(
      formatServiceAddress({ address: "12 Main St", addressUnit: "", addressCity: toronto, postalCode: "M5H 1J9" }),
    ).toBe("12 Main St, Toronto, ON M5H 1J9");
  });

  it("gives a free-form line as it is, and null when there is none", () => {
    expect(formatServiceAddress({ address: "12 Main St, Toronto", postalCode: null })).toBe("12 Main St, Toronto");
    expect(formatServiceAddress({ address: null, addressUnit: "", addressCity: null, postalCode: null })).toBeNull();
  });

  it("flags an address without a postal code as one to confirm", () => {
    expect(addressToConfirm({ postalCode: null })).toBe(true);
    expect(addressToConfirm({ postalCode: "M5H 1J9" })).toBe(false);
  });
});
