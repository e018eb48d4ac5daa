// Numbers are formatted only here, at the edge, for English-speaking Canada.
const integer = new Intl.NumberFormat("en-CA");

export function formatPopulation(population: number): string {
  return integer.format(population);
}
