import type { RecurringSchedule } from "../../generated/prisma/client.ts";
import type { ScheduleRule } from "../../../../shared/schedules/next-date.ts";
import { scheduleRuleOf } from "../../../../shared/schedules/recurring-schedule.ts";
import { isoDateOf } from "../bookings/calendar-date.ts";

/** A stored schedule's date rule (its table's CHECK guarantees the day its frequency needs). */
export function storedScheduleRule(
  schedule: Pick<RecurringSchedule, "frequency" | "dayOfWeek" | "dayOfMonth" | "startDate">,
): ScheduleRule {
  return scheduleRuleOf({ ...schedule, startDate: isoDateOf(schedule.startDate) });
}
