// The recurring schedule's one schema (the 'Schedule Regular Cleaning' dialog and every door
// of the server): what it accepts from REST's JSON and GraphQL's input, the words it refuses
// with, and what it fills in.
import { describe, expect, it } from "vitest";
import { missingBookingFields, REQUIRED } from "../bookings/booking-request.ts";
import {
  categoryOfRecurringService,
  DAY_OF_MONTH_MESSAGE,
  DEFAULT_ESTIMATED_PRICE,
  DEFAULT_PREFERRED_TIME,
  ESTIMATED_PRICE_MESSAGE,
  recurringScheduleFields,
  scheduleRuleOf,
  WEEKDAY_MESSAGE,
} from "./recurring-schedule.ts";

const contact = {
  customerName: "Casey Customer",
  customerPhone: "416-555-0199",
  customerEmail: "casey@example.test",
};

/** A weekly schedule as GraphQL sends it (enum frequency, numbers). */
const graphqlWeekly = {
  providerId: 1,
  serviceType: "house-cleaning",
  frequency: "WEEKLY",
  dayOfWeek: 2,
  startDate: "2026-11-20",
  ...contact,
};

/** A monthly schedule as a REST client sends it (lower-case frequency, digits as text). */
const restMonthly = {
  providerId: "1",
  serviceType: "deep-cleaning",
  frequency: "monthly",
  dayOfMonth: "31",
  preferredTime: "1:30 PM",
  startDate: "2026-11-20",
  estimatedPrice: "22000",
  serviceDetails: "Oven and fridge",
  specialInstructions: "Buzz 1204",
  ...contact,
};

/** The distinct messages the schema gives each field for `input` (a too-long date also fails the date check). */
function fieldMessages(input: Record<string, unknown>): Record<string, string[]> {
  const result = recurringScheduleFields.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    const fieldList = (messages[field] ??= []);
    if (!fieldList.includes(issue.message)) fieldList.push(issue.message);
  }
  return messages;
}

describe("what it accepts", () => {
  it("reads GraphQL's weekly input, with the default time and no price (the provider's is charged)", () => {
    expect(recurringScheduleFields.parse(graphqlWeekly)).toEqual({
      providerId: 1,
      serviceType: "house-cleaning",
      frequency: "WEEKLY",
      dayOfWeek: 2,
      dayOfMonth: null,
      preferredTime: DEFAULT_PREFERRED_TIME,
      startDate: "2026-11-20",
      estimatedPrice: undefined,
      serviceDetails: "",
      specialInstructions: "",
      ...contact,
    });
    expect([DEFAULT_PREFERRED_TIME, DEFAULT_ESTIMATED_PRICE]).toEqual(["09:00", 15_000]);
  });

  it("reads REST's body: lower-case frequency, digits as text, a 12-hour time", () => {
    expect(recurringScheduleFields.parse(restMonthly)).toMatchObject({
      providerId: 1,
      frequency: "MONTHLY",
      dayOfWeek: null,
      dayOfMonth: 31,
      preferredTime: "13:30",
      estimatedPrice: 22_000,
      serviceDetails: "Oven and fridge",
      specialInstructions: "Buzz 1204",
    });
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, frequency: "biweekly", dayOfWeek: "0" })).toMatchObject({
      frequency: "BIWEEKLY",
      dayOfWeek: 0,
      dayOfMonth: null,
    });
  });

  it("takes empty text and null as 'not given' for the optional numbers and the time", () => {
    expect(
      recurringScheduleFields.parse({ ...graphqlWeekly, preferredTime: "", estimatedPrice: null, dayOfMonth: "" }),
    ).toMatchObject({ preferredTime: "09:00", estimatedPrice: undefined, dayOfMonth: null });
  });

  it("drops the day the frequency does not use, whatever was sent", () => {
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, dayOfMonth: 15 })).toMatchObject({
      dayOfWeek: 2,
      dayOfMonth: null,
    });
    expect(recurringScheduleFields.parse({ ...restMonthly, dayOfWeek: 3 })).toMatchObject({
      dayOfWeek: null,
      dayOfMonth: 31,
    });
  });

  it("accepts every recurring service type, whatever its case, and maps office cleaning to house cleaning", () => {
    for (const serviceType of ["house-cleaning", "deep-cleaning", "office-cleaning", "carpet-cleaning"]) {
      expect(recurringScheduleFields.parse({ ...graphqlWeekly, serviceType }).serviceType).toBe(serviceType);
    }
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, serviceType: " Office-Cleaning " }).serviceType).toBe(
      "office-cleaning",
    );
    expect(categoryOfRecurringService("office-cleaning")).toBe("house-cleaning");
    expect(categoryOfRecurringService("carpet-cleaning")).toBe("carpet-cleaning");
  });

  it("takes spec section 9's labels for service types and frequencies", () => {
    const labelled = (serviceType: string, frequency: string) =>
      recurringScheduleFields.parse({ ...graphqlWeekly, serviceType, frequency });
    expect(labelled("House Cleaning", "weekly")).toMatchObject({ serviceType: "house-cleaning", frequency: "WEEKLY" });
    expect(labelled("Office Cleaning", "Every 2 weeks")).toMatchObject({
      serviceType: "office-cleaning",
      frequency: "BIWEEKLY",
    });
    expect(labelled("Deep Cleaning", "biweekly").frequency).toBe("BIWEEKLY");
    expect(recurringScheduleFields.safeParse({ ...graphqlWeekly, serviceType: "Window Cleaning" }).success).toBe(false);
    expect(recurringScheduleFields.safeParse({ ...graphqlWeekly, frequency: "Every 3 weeks" }).success).toBe(false);
  });
});

describe("what it refuses", () => {
  it("a weekly or every-2-weeks schedule without a weekday", () => {
    expect(fieldMessages({ ...graphqlWeekly, dayOfWeek: undefined })).toEqual({ dayOfWeek: [WEEKDAY_MESSAGE] });
    expect(fieldMessages({ ...graphqlWeekly, frequency: "BIWEEKLY", dayOfWeek: "" })).toEqual({
      dayOfWeek: [WEEKDAY_MESSAGE],
    });
    // A day of the month is no substitute.
    expect(fieldMessages({ ...graphqlWeekly, dayOfWeek: null, dayOfMonth: 3 })).toEqual({
      dayOfWeek: [WEEKDAY_MESSAGE],
    });
  });

  it("a monthly schedule without a day of the month", () => {
    expect(fieldMessages({ ...restMonthly, dayOfMonth: undefined })).toEqual({ dayOfMonth: [DAY_OF_MONTH_MESSAGE] });
    expect(fieldMessages({ ...restMonthly, dayOfMonth: "", dayOfWeek: 2 })).toEqual({
      dayOfMonth: [DAY_OF_MONTH_MESSAGE],
    });
  });

  it("days out of range or not whole", () => {
    for (const dayOfWeek of [-1, 7, "7", 2.5, "Tuesday"]) {
      expect(fieldMessages({ ...graphqlWeekly, dayOfWeek })).toEqual({ dayOfWeek: [WEEKDAY_MESSAGE] });
    }
    for (const dayOfMonth of [0, 32, "32", 1.5, "first"]) {
      expect(fieldMessages({ ...restMonthly, dayOfMonth })).toEqual({ dayOfMonth: [DAY_OF_MONTH_MESSAGE] });
    }
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, dayOfWeek: 6 }).dayOfWeek).toBe(6);
    expect(recurringScheduleFields.parse({ ...restMonthly, dayOfMonth: 1 }).dayOfMonth).toBe(1);
  });

  it("an estimated price outside $10.00 to $10,000.00, or not whole cents", () => {
    expect(ESTIMATED_PRICE_MESSAGE).toBe("Please enter an estimated price from $10.00 to $10,000.00.");
    for (const estimatedPrice of [999, 1_000_001, -15_000, 150.5, "abc"]) {
      expect(fieldMessages({ ...graphqlWeekly, estimatedPrice })).toEqual({
        estimatedPrice: [ESTIMATED_PRICE_MESSAGE],
      });
    }
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, estimatedPrice: 1_000 }).estimatedPrice).toBe(1_000);
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, estimatedPrice: "1000000" }).estimatedPrice).toBe(
      1_000_000,
    );
  });

  it("a start date that is not a calendar date", () => {
    for (const startDate of ["2026-02-30", "2027-02-29", "2026/11/20", "20 November 2026", "2026-11-20T00:00"]) {
      expect(fieldMessages({ ...graphqlWeekly, startDate })).toEqual({ startDate: ["Please choose a valid date"] });
    }
    expect(recurringScheduleFields.parse({ ...graphqlWeekly, startDate: "2028-02-29" }).startDate).toBe("2028-02-29");
  });

  it("an empty start date as a missing required field", () => {
    const result = recurringScheduleFields.safeParse({ ...graphqlWeekly, startDate: " " });
    expect(result.success).toBe(false);
    expect(missingBookingFields(result.error!.issues)).toEqual(["startDate"]);
    expect(result.error!.issues[0]!.message).toBe(REQUIRED);
  });

  it("a time that is not one", () => {
    for (const preferredTime of ["25:00", "9", "13:00 PM", "noon"]) {
      expect(fieldMessages({ ...graphqlWeekly, preferredTime })).toEqual({
        preferredTime: ["Please choose a valid time"],
      });
    }
  });

  it("a service type that is not a recurring one, and an unknown frequency", () => {
    for (const serviceType of ["window-cleaning", "", 7]) {
      expect(fieldMessages({ ...graphqlWeekly, serviceType })).toEqual({
        serviceType: ["Please select a service type"],
      });
    }
    expect(fieldMessages({ ...graphqlWeekly, frequency: "daily" })).toEqual({
      frequency: ["Please choose how often: weekly, every 2 weeks or monthly."],
    });
  });

  it("a missing provider", () => {
    for (const providerId of [undefined, 0, "", "abc"]) {
      expect(fieldMessages({ ...graphqlWeekly, providerId })).toEqual({ providerId: ["Please choose a provider."] });
    }
  });
});

describe("scheduleRuleOf", () => {
  it("keeps the day the frequency uses", () => {
    expect(scheduleRuleOf({ frequency: "BIWEEKLY", dayOfWeek: 5, dayOfMonth: null, startDate: "2026-11-20" })).toEqual({
      frequency: "BIWEEKLY",
      dayOfWeek: 5,
      startDate: "2026-11-20",
    });
    expect(scheduleRuleOf({ frequency: "MONTHLY", dayOfWeek: null, dayOfMonth: 31, startDate: "2026-11-20" })).toEqual({
      frequency: "MONTHLY",
      dayOfMonth: 31,
      startDate: "2026-11-20",
    });
  });
});
