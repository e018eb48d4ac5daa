// The daily series as the chart and its table read it. Amounts stay cents until shown.

export interface DailyPoint {
  /** YYYY-MM-DD on the platform's calendar. */
  date: string;
  volume: number;
  fees: number;
  paymentCount: number;
}

/** True when no money moved on any day: the chart would be a flat line at zero. */
export function isQuiet(days: readonly DailyPoint[]): boolean {
  return days.every((day) => day.volume === 0 && day.fees === 0 && day.paymentCount === 0);
}

/** The day with the most volume (the first of equals), or null when none had any. */
export function busiestDay(days: readonly DailyPoint[]): DailyPoint | null {
  let busiest: DailyPoint | null = null;
  for (const day of days) if (day.volume > 0 && (!busiest || day.volume > busiest.volume)) busiest = day;
  return busiest;
}

/** A wall-clock date as an instant to format in UTC, so no reader's zone moves it. */
export function dateInstant(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}
