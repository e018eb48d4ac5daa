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
