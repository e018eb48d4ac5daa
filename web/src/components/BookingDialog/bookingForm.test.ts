import { describe, expect, it } from "vitest";
import { bookingRequest, emptyBookingForm, localIsoDate, missingFields, serviceOptions } from "./bookingForm";

describe("missingFields", () => {
  it("lists the empty required fields, treating blanks as empty and ignoring the optional ones", () => {
    expect(missingFields(emptyBookingForm())).toEqual([
      "serviceType",
      "preferredDate",
      "preferredTime",
      "customerName",
      "customerPhone",
      "customerEmail",
    ]);
    const filled = emptyBookingForm({
      serviceType: "house-cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "13:00",
      customerName: "Jordan",
      customerPhone: "   ",
      customerEmail: "j@example.test",
    });
    expect(missingFields(filled)).toEqual(["customerPhone"]);
    expect(missingFields({ ...filled, customerPhone: "416" })).toEqual([]);
  });
});

describe("bookingRequest", () => {
  it("trims the text and leaves empty optional text out", () => {
    const values = emptyBookingForm({
      customerName: "  Jordan ",
      serviceDetails: "  ",
      specialInstructions: " Buzzer 12 ",
    });
    expect(bookingRequest("UHJvdmlkZXI6MQ==", values)).toMatchObject({
      providerId: "UHJvdmlkZXI6MQ==",
      customerName: "Jordan",
      serviceDetails: null,
      specialInstructions: "Buzzer 12",
    });
  });
});

describe("serviceOptions", () => {
  const categories = [
    { name: "House Cleaning", slug: "house-cleaning" },
    { name: "Car Detailing", slug: "car-detailing" },
    { name: "Handyman Services", slug: "handyman" },
  ];
  it("offers the provider's services in catalogue order", () => {
    expect(serviceOptions(categories, ["Handyman Services", "House Cleaning"]).map((c) => c.slug)).toEqual([
      "house-cleaning",
      "handyman",
    ]);
  });
  it("offers every category when the provider lists none we know", () => {
    expect(serviceOptions(categories, [])).toHaveLength(3);
  });
});

describe("localIsoDate", () => {
  it("formats the local calendar date (TZ=UTC here)", () => {
    expect(localIsoDate(new Date("2026-01-05T23:59:00Z"))).toBe("2026-01-05");
  });
});
