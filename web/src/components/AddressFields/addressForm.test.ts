import { describe, expect, it } from "vitest";
import { addressErrors, addressFromLast, addressInput, EMPTY_ADDRESS, serverAddressErrors } from "./addressForm";

const toronto = { databaseId: 1, displayName: "Toronto, Ontario", provinceCode: "ON" };

describe("the address part of a booking form", () => {
  it("asks for street, city and postal code, and not for a unit", () => {
    expect(Object.keys(addressErrors(EMPTY_ADDRESS)).sort()).toEqual(["cityId", "postalCode", "street"]);
  });

  it("checks the postal code against the chosen city's province", () => {
    const values = { street: "100 Queen St W", unit: "", city: toronto, postalCode: "V6B 1A1" };
    expect(addressErrors(values)).toEqual({ postalCode: "This postal code is not in Ontario" });
    expect(addressErrors({ ...values, postalCode: "m5h2n2" })).toEqual({});
  });

  it("sends the checked address, the postal code normalised", () => {
    expect(addressInput({ street: " 100 Queen St W ", unit: " 4 ", city: toronto, postalCode: "m5h2n2" })).toEqual({
      street: "100 Queen St W",
      unit: "4",
      cityId: "1",
      postalCode: "M5H 2N2",
    });
  });

  it("starts from the customer's last address", () => {
    const last = { street: "1 Main St", unit: "", postalCode: "M5H 2N2", city: { ...toronto, name: "Toronto" } };
    expect(addressFromLast(last)).toEqual({ street: "1 Main St", unit: "", city: toronto, postalCode: "M5H 2N2" });
    expect(addressFromLast(null)).toEqual(EMPTY_ADDRESS);
  });

  it("puts the server's address messages under their fields", () => {
    expect(
      serverAddressErrors([
        { path: ["address", "postalCode"], message: "This postal code is not in Ontario" },
        { path: ["preferredDate"], message: "Please choose today or a later date." },
      ]),
    ).toEqual({ postalCode: "This postal code is not in Ontario" });
  });
});
