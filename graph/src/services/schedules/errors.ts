import { ConflictError, NotFoundError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";

const NO_SUCH_SCHEDULE = "There is no recurring schedule with that id.";

/** A schedule's id as any door receives it: a number, or digits in a path. */
export const scheduleIdInput = databaseIdInput(NO_SUCH_SCHEDULE);

export class ScheduleNotFoundError extends NotFoundError {
  constructor() {
    super(NO_SUCH_SCHEDULE);
    this.name = "ScheduleNotFoundError";
  }
}

/**
 * The schedule is not in a state the change applies to (pausing a paused schedule, a
 * second click on Cancel, another tab got there first): nothing changed.
 */
export class ScheduleStateError extends ConflictError {
  constructor(message: string) {
    super(message);
    this.name = "ScheduleStateError";
  }
}
