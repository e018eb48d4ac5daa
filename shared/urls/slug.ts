/**
 * The /city/{citySlug} route: city name and province lower-cased and hyphen-joined,
 * ASCII only so URLs need no escaping ("Montréal", "Quebec" → "montreal-quebec").
 */
export function citySlug(name: string, provinceName: string): string {
  return slugify(`${name} ${provinceName}`);
}

export function slugify(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // "St. John's" reads as "st-johns", not "st-john-s".
      .replace(/['’ʼ`]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
