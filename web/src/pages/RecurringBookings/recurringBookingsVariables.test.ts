import { describe, expect, it } from "vitest";
import { customerIdParam, recurringBookingsVariables } from "./recurringBookingsVariables";

const params = (search: string) => new URLSearchParams(search);

describe("customerIdParam", () => {
  it("turns a database id into the User's global id", () => {
    expect(customerIdParam(" 12 ")).toBe(btoa("User:12"));
  });

  it("names nobody for anything but digits", () => {
    expect(customerIdParam(null)).toBeNull();
    expect(customerIdParam("")).toBeNull();
    expect(customerIdParam("12a")).toBeNull();
    expect(customerIdParam("12345678901")).toBeNull();
  });
});

describe("recurringBookingsVariables", () => {
  it("asks for the customer in the URL for staff", () => {
    expect(recurringBookingsVariables(params("?customerId=7"), "ADMIN")).toEqual({
      customerId: btoa("User:7"),
      forCustomer: true,
    });
  });

  it("asks only for the viewer's own for anyone else, or without a customer", () => {
    const own = { customerId: "", forCustomer: false };
    expect(recurringBookingsVariables(params("?customerId=7"), "CUSTOMER")).toEqual(own);
    expect(recurringBookingsVariables(params("?customerId=7"), null)).toEqual(own);
    expect(recurringBookingsVariables(params(""), "ADMIN")).toEqual(own);
    expect(recurringBookingsVariables(params("?customerId=x"), "ADMIN")).toEqual(own);
  });
});
