// The Help Centre's search: a question shows when every word typed appears in its question
// or its answer, whatever the case or accents ("quebec" finds "Québec", "REFUND" finds "refunds").

/** Lower case, accents and other combining marks dropped, runs of spaces made one. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-CA").replace(/\s+/g, " ").trim();
}

/** The words of a query, folded; none for a blank query. */
export function searchWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === "" ? [] : folded.split(" ");
}

export interface Searchable {
  /** The words searched: the question and its answer, as plain text. */
  text: string;
}

/** The items whose text holds every word of the query, in their order; all of them for a blank query. */
export function filterBySearch<T extends Searchable>(items: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = foldForSearch(item.text);
    return words.every((word) => text.includes(word));
  });
}
