import { describe, expect, it } from "vitest";
import { DAY_OF_MONTH_MESSAGE, WEEKDAY_MESSAGE } from "../../../../shared/schedules/recurring-schedule";
import {
  checkSchedule,
  emptyRequestFields,
  emptyScheduleFields,
  firstCleaningOf,
  priceCents,
  type ScheduleFormValues,
} from "./scheduleForm";

/** A complete weekly form: Wednesdays from Friday 2026-11-20. */
const filled = (changes: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...emptyRequestFields({ customerName: "Casey Customer", customerEmail: "casey@example.test" }),
  ...emptyScheduleFields("2026-11-20"),
  providerId: "7",
  dayOfWeek: "3",
  customerPhone: "416-555-0199",
  ...changes,
});

describe("the form's starting values", () => {
  it("are the spec's defaults: house cleaning, weekly, 09:00, and no price (the provider's is charged)", () => {
    expect(emptyRequestFields()).toMatchObject({ serviceType: "house-cleaning", preferredTime: "09:00" });
    expect(emptyScheduleFields("2026-11-20")).toMatchObject({
      frequency: "WEEKLY",
      startDate: "2026-11-20",
    });
    expect(emptyScheduleFields("2026-11-20")).not.toHaveProperty("estimatedPrice");
  });
});

describe("checkSchedule", () => {
  it("sends a complete form as the server reads it, without a price", () => {
    expect(checkSchedule(filled({ serviceDetails: "  Two bathrooms " }))).toEqual({
      kind: "valid",
      input: {
        providerId: "7",
        serviceType: "house-cleaning",
        frequency: "WEEKLY",
        dayOfWeek: 3,
        dayOfMonth: null,
        preferredTime: "09:00",
        startDate: "2026-11-20",
        serviceDetails: "Two bathrooms",
        specialInstructions: null,
        customerName: "Casey Customer",
        customerPhone: "416-555-0199",
        customerEmail: "casey@example.test",
      },
    });
  });

  it("keeps only the day that goes with the frequency", () => {
    const check = checkSchedule(filled({ frequency: "MONTHLY", dayOfMonth: "31" }));
    expect(check.kind === "valid" && [check.input.dayOfWeek, check.input.dayOfMonth]).toEqual([null, 31]);
  });

  it("names the empty required fields, which are the 'Missing Information' toast", () => {
    expect(checkSchedule(filled({ customerPhone: "  ", startDate: "" }))).toEqual({
      kind: "missing",
      fields: ["startDate", "customerPhone"],
    });
  });

  it("puts the server's words under the fields it refuses", () => {
    expect(checkSchedule(filled({ providerId: "" }))).toEqual({
      kind: "invalid",
      errors: { providerId: "Please choose a provider." },
    });
    expect(checkSchedule(filled({ dayOfWeek: "" }))).toEqual({
      kind: "invalid",
      errors: { dayOfWeek: WEEKDAY_MESSAGE },
    });
    expect(checkSchedule(filled({ frequency: "MONTHLY" }))).toEqual({
      kind: "invalid",
      errors: { dayOfMonth: DAY_OF_MONTH_MESSAGE },
    });
  });
});

describe("priceCents", () => {
  it("reads dollars without floating point, and leaves an empty field empty", () => {
    expect(priceCents("150.00")).toBe(15_000);
    expect(priceCents("0.29")).toBe(29);
    expect(priceCents("$ 99.9")).toBe(9_990);
    expect(priceCents("")).toBe("");
    expect(priceCents("ten")).toBe("ten");
  });
});

describe("firstCleaningOf", () => {
  const own = emptyScheduleFields("2026-11-20");

  it("is the first chosen weekday on or after the start date", () => {
    expect(firstCleaningOf({ ...own, dayOfWeek: "3" })).toBe("2026-11-25");
    expect(firstCleaningOf({ ...own, dayOfWeek: "5" })).toBe("2026-11-20");
    expect(firstCleaningOf({ ...own, frequency: "BIWEEKLY", dayOfWeek: "0" })).toBe("2026-11-22");
  });

  it("is the chosen day of the month, or the month's last day, not before the start date", () => {
    expect(firstCleaningOf({ ...own, frequency: "MONTHLY", dayOfMonth: "31" })).toBe("2026-11-30");
    expect(firstCleaningOf({ ...own, frequency: "MONTHLY", dayOfMonth: "15" })).toBe("2026-12-15");
  });

  it("is nothing until the day and a real start date are chosen", () => {
    expect(firstCleaningOf(own)).toBeNull();
    expect(firstCleaningOf({ ...own, frequency: "MONTHLY", dayOfWeek: "3" })).toBeNull();
    expect(firstCleaningOf({ ...own, dayOfWeek: "3", startDate: "2026-02-30" })).toBeNull();
    expect(firstCleaningOf({ ...own, dayOfWeek: "7" })).toBeNull();
  });
});
