export interface ProvinceGroup<T> {
  province: string;
  cities: T[];
}

/**
 * Cities grouped under their province, groups in the order their first city appears, so
 * the largest city's province leads (the server lists cities largest first).
 */
export function groupByProvince<T extends { province: string }>(cities: readonly T[]): ProvinceGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const city of cities) {
    const group = groups.get(city.province);
    if (group) group.push(city);
    else groups.set(city.province, [city]);
  }
  return [...groups].map(([province, members]) => ({ province, cities: members }));
}

/**
 * The option ArrowDown ("next") or ArrowUp ("previous") makes active, wrapping at
 * either end; from no active option, down starts at the top and up at the bottom.
 * `ids` must be in the order the options are shown (after grouping).
 */
export function moveActive(
  ids: readonly string[],
  current: string | null,
  direction: "next" | "previous",
): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index === -1) return direction === "next" ? ids[0]! : ids[ids.length - 1]!;
  const step = direction === "next" ? 1 : -1;
  return ids[(index + step + ids.length) % ids.length]!;
}
