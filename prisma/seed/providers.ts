// Builds seeded providers and reviews as plain rows, without touching the database,
// so the same seed always yields the same rows.
import { slugify } from "../../shared/urls/slug.ts";
import { areaCodeFor, postalLetterFor } from "./area-codes.ts";
import type { CategorySlug } from "./categories.ts";
import { CATEGORY_WORDS } from "./category-words.ts";
import { createRandom, type Random } from "./random.ts";
import {
  AVAILABILITY_PATTERNS,
  CLEANING_QUALITIES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  EMAIL_MAILBOXES,
  EMERGENCY_AVAILABILITY,
  FIRST_NAMES,
  GENERIC_REVIEWS,
  NAME_PREFIXES,
  NAME_QUALITIES,
  REGIONAL_NAME_PREFIXES,
  SERVICE_AREA_PATTERNS,
  SERVICE_AREA_RADII_KM,
  STREETS_EN,
  STREETS_FR,
  SURNAMES,
} from "./words.ts";

export interface SeedCity {
  id: number;
  name: string;
  provinceCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface SeedCategory {
  id: number;
  slug: CategorySlug;
  minPriceCents: number;
  maxPriceCents: number;
}

export interface ProviderRow {
  id: number;
  name: string;
  description: string;
  address: string;
  serviceArea: string;
  phone: string;
  email: string;
  imageUrl: string;
  rating: number;
  reviewCount: number;
  startingPrice: number;
  specialties: string[];
  availability: string[];
  latitude: number;
  longitude: number;
  isMobileService: boolean;
  isCertified: boolean;
  /** The primary category's id. */
  businessTypeId: number;
  status: "ACTIVE";
  approvedBy: string;
  approvedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  cityId: number;
}

export interface SeededProvider {
  row: ProviderRow;
  /** Primary category first. */
  categoryIds: number[];
}

export interface ReviewRow {
  id: number;
  providerId: number;
  bookingId: number;
  customerName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A seeded review's booking: a guest's, completed, with no street address (only the city). */
export interface BookingRow {
  id: number;
  providerId: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  addressCityId: number;
  serviceType: string;
  preferredDate: Date;
  preferredTime: string;
  status: "COMPLETED";
  estimatedPrice: number;
  actualPrice: number;
  completedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const DAY_MS = 86_400_000;
const JITTER_KM = 15;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** How often each service is a business's main one: cleaning leads, as in the spec. */
const PRIMARY_CATEGORY_WEIGHTS: Record<CategorySlug, number> = {
  "house-cleaning": 20,
  "car-detailing": 14,
  "carpet-cleaning": 9,
  "deep-cleaning": 7,
  handyman: 9,
  landscaping: 8,
  "snow-removal": 5,
  moving: 6,
  plumbing: 6,
  electrical: 6,
  hvac: 5,
  "pest-control": 5,
};

/**
 * Providers per city, proportional to population (largest remainder, so the counts
 * add up to `total` exactly). With 2,000 providers every tier-1 and tier-2 city gets
 * several and the smallest towns one or none.
 */
export function allocateProviders(cities: readonly SeedCity[], total: number): number[] {
  const population = cities.reduce((sum, city) => sum + city.population, 0);
  const exact = cities.map((city) => (city.population / population) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    counts[index]!++;
  }
  return counts;
}

export interface ProviderGeneration {
  cities: readonly SeedCity[];
  categories: readonly SeedCategory[];
  count: number;
  seed: number;
  now: Date;
}

/**
 * Yields `count` providers with ids 1..count. Provider 1 is always the same Toronto
 * house-cleaning business, because the demo screens use provider id 1. The others
 * come in shuffled city order, so the first pages (and the reviewed sample) span
 * the country rather than one city.
 */
export function* generateProviders({
  cities,
  categories,
  count,
  seed,
  now,
}: ProviderGeneration): Generator<SeededProvider> {
  if (count < 1) return;
  const random = createRandom(seed, "providers");
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const toronto = cities.find((city) => city.name === "Toronto" && city.provinceCode === "ON");
  if (!toronto) throw new Error("The seed needs Toronto for provider 1");

  yield demoProvider(toronto, categoryBySlug, now);

  const cityOrder = allocateProviders(cities, count).flatMap((n, index) => Array<number>(n).fill(index));
  // Provider 1 takes one of Toronto's places (with very few providers, Toronto may have none).
  const torontoPlace = cityOrder.indexOf(cities.indexOf(toronto));
  cityOrder.splice(torontoPlace === -1 ? cityOrder.length - 1 : torontoPlace, 1);
  shuffle(cityOrder, random);

  const namesByCity = new Map<number, Set<string>>();
  for (const [offset, cityIndex] of cityOrder.entries()) {
    const city = cities[cityIndex]!;
    let names = namesByCity.get(city.id);
    if (!names) namesByCity.set(city.id, (names = new Set()));
    yield randomProvider(offset + 2, city, names, categoryBySlug, random, now);
  }
}

function randomProvider(
  id: number,
  city: SeedCity,
  takenNames: Set<string>,
  categoryBySlug: ReadonlyMap<CategorySlug, SeedCategory>,
  random: Random,
  now: Date,
): SeededProvider {
  const primary = random.weighted(PRIMARY_CATEGORY_WEIGHTS);
  const words = CATEGORY_WORDS[primary];
  const extras = random.sample(words.related, Number(random.weighted({ "0": 45, "1": 35, "2": 20 })));
  const category = categoryBySlug.get(primary)!;

  let name = businessName(primary, city, random);
  for (let attempt = 0; takenNames.has(name) && attempt < 8; attempt++) name = businessName(primary, city, random);
  takenNames.add(name);

  const createdAt = new Date(now.getTime() - random.int(30, 1_500) * DAY_MS - random.int(0, 86_399) * 1000);
  const approvedAt = new Date(createdAt.getTime() + random.int(1, 72) * 3_600_000);
  const [latitude, longitude] = jitter(city, random);
  const availability: string[] = [...random.pick(AVAILABILITY_PATTERNS)];
  if (words.emergency && random.chance(0.4)) availability.push(EMERGENCY_AVAILABILITY);

  return {
    row: {
      id,
      name,
      description: [
        fill(random.pick(DESCRIPTION_OPENINGS), { city: city.name, year: String(random.int(1985, 2022)) }),
        random.pick(words.pitch),
        random.pick(DESCRIPTION_CLOSINGS),
      ].join(" "),
      address: streetAddress(city, random),
      serviceArea: fill(random.pick(SERVICE_AREA_PATTERNS), {
        city: city.name,
        km: String(random.pick(SERVICE_AREA_RADII_KM)),
      }),
      phone: phoneNumber(city, random),
      email: `${random.pick(EMAIL_MAILBOXES)}@${slugify(name)}.test`,
      imageUrl: categoryImage(primary),
      // Skewed towards the top of 3.5-5.0, as marketplace ratings are.
      rating: Math.round((5 - 1.5 * random.next() ** 2.5) * 10) / 10,
      reviewCount: 3 + Math.floor(400 * random.next() ** 3),
      startingPrice: startingPrice(category, random),
      specialties: specialties(primary, extras, random),
      availability,
      latitude,
      longitude,
      isMobileService: random.chance(words.mobileShare),
      isCertified: random.chance(0.6),
      businessTypeId: category.id,
      status: "ACTIVE",
      approvedBy: "Seed",
      approvedAt,
      createdAt,
      updatedAt: approvedAt,
      cityId: city.id,
    },
    categoryIds: [primary, ...extras].map((slug) => categoryBySlug.get(slug)!.id),
  };
}

/** The provider the demo screens open (id 1): fixed, whatever the seed. */
function demoProvider(
  toronto: SeedCity,
  categoryBySlug: ReadonlyMap<CategorySlug, SeedCategory>,
  now: Date,
): SeededProvider {
  const createdAt = new Date(now.getTime() - 730 * DAY_MS);
  const approvedAt = new Date(createdAt.getTime() + DAY_MS);
  return {
    row: {
      id: 1,
      name: "Maple Leaf Cleaning Co.",
      description:
        "Family-owned and serving Toronto since 2011. Weekly, biweekly and one-time home cleaning with the same " +
        "cleaner every visit, using eco-friendly products. Fully insured, background-checked staff.",
      address: "482 Danforth Ave, Toronto, ON M4K 1P6",
      serviceArea: "Toronto and surrounding areas",
      phone: "(416) 555-0123",
      email: "hello@maple-leaf-cleaning-co.test",
      imageUrl: categoryImage("house-cleaning"),
      rating: 4.8,
      reviewCount: 127,
      startingPrice: 12_000,
      specialties: ["Regular Cleaning", "Move-in/Move-out", "Eco-friendly products", "Pet-safe", "Window Cleaning"],
      availability: ["Mon-Fri 8am-6pm", "Sat 9am-4pm"],
      latitude: 43.67863,
      longitude: -79.34473,
      isMobileService: true,
      isCertified: true,
      businessTypeId: categoryBySlug.get("house-cleaning")!.id,
      status: "ACTIVE",
      approvedBy: "Seed",
      approvedAt,
      createdAt,
      updatedAt: approvedAt,
      cityId: toronto.id,
    },
    categoryIds: [categoryBySlug.get("house-cleaning")!.id, categoryBySlug.get("deep-cleaning")!.id],
  };
}

/** What a provider's seeded reviews need to know of it. */
export interface ReviewedProvider {
  id: number;
  /** The rating its reviews' stars are drawn around (the generator's invented one). */
  rating: number;
  primary: CategorySlug;
  cityId: number;
  startingPrice: number;
}

/** A review and the completed booking it reviews: the booking's id is the review's. */
export interface ReviewedBooking {
  booking: BookingRow;
  review: ReviewRow;
}

/**
 * A provider's reviews, each with the completed booking of a fictional guest customer it
 * reviews: between 1 and `maxPerProvider`, fewer more likely, completed within the last
 * `days` days and reviewed within 3 days of completion (inside the review window). Ids run
 * from `firstId`, the same for a booking and its review.
 */
export function generateReviewedBookings(
  provider: ReviewedProvider,
  {
    random,
    now,
    firstId,
    maxPerProvider = 7,
    days = 60,
  }: {
    random: Random;
    now: Date;
    firstId: number;
    maxPerProvider?: number;
    days?: number;
  },
): ReviewedBooking[] {
  const count = 1 + Math.floor(maxPerProvider * random.next() ** 2);
  const reviewed: ReviewedBooking[] = [];
  for (let n = 0; n < count; n++) {
    const id = firstId + n;
    const rating = Number(random.weighted(starWeights(provider.rating)));
    const ownComments = CATEGORY_WORDS[provider.primary].reviews;
    const comment =
      rating <= 3
        ? random.pick(LUKEWARM_REVIEWS)
        : random.chance(0.65)
          ? random.pick(ownComments)
          : random.pick(GENERIC_REVIEWS);
    const firstName = random.pick(FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    const reviewedAt = new Date(now.getTime() - Math.floor(random.next() * days * 24 * 60) * 60_000);
    const completedAt = new Date(reviewedAt.getTime() - Math.floor(random.next() * 3 * 24 * 60) * 60_000);
    reviewed.push({
      booking: {
        id,
        providerId: provider.id,
        customerName: `${firstName} ${surname}`,
        customerPhone: "",
        customerEmail: `${slugify(`${firstName}-${surname}`)}@example.test`,
        addressCityId: provider.cityId,
        serviceType: provider.primary,
        preferredDate: new Date(`${completedAt.toISOString().slice(0, 10)}T00:00:00Z`),
        preferredTime: "10:00",
        status: "COMPLETED",
        estimatedPrice: provider.startingPrice,
        actualPrice: provider.startingPrice,
        completedAt,
        createdAt: new Date(completedAt.getTime() - 7 * DAY_MS),
        updatedAt: completedAt,
      },
      review: {
        id,
        providerId: provider.id,
        bookingId: id,
        customerName: `${firstName} ${surname[0]}.`,
        rating,
        comment,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      },
    });
  }
  return reviewed;
}

/** A provider's rating and count as its reviews make them (services/reviews/provider-rating.ts). */
export function ratingOf(reviews: ReadonlyArray<{ rating: number }>): { rating: number; reviewCount: number } {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { rating: reviews.length ? total / reviews.length : 0, reviewCount: reviews.length };
}

const LUKEWARM_REVIEWS = [
  "Did the job, but arrived an hour late without calling.",
  "Work was fine, though it took longer than quoted.",
  "Okay overall. Had to point out a few spots they missed.",
] as const;

function starWeights(providerRating: number): Record<"1" | "2" | "3" | "4" | "5", number> {
  if (providerRating >= 4.5) return { 1: 0, 2: 1, 3: 4, 4: 25, 5: 70 };
  if (providerRating >= 4.0) return { 1: 1, 2: 3, 3: 11, 4: 40, 5: 45 };
  return { 1: 3, 2: 7, 3: 25, 4: 40, 5: 25 };
}

export function categoryImage(slug: CategorySlug): string {
  return `/images/categories/${slug}.svg`;
}

function businessName(primary: CategorySlug, city: SeedCity, random: Random): string {
  const words = CATEGORY_WORDS[primary];
  const noun = random.pick(words.nouns);
  const prefix = () => random.pick([...NAME_PREFIXES, ...(REGIONAL_NAME_PREFIXES[city.provinceCode] ?? [])]);
  const quality = () =>
    words.cleaning && random.chance(0.6) ? random.pick(CLEANING_QUALITIES) : random.pick(NAME_QUALITIES);
  switch (random.weighted({ prefix: 30, prefixQuality: 25, surname: 25, city: 10, quality: 10 })) {
    case "prefix":
      return `${prefix()} ${noun}`;
    case "prefixQuality":
      return `${prefix()} ${quality()} ${noun}`;
    case "surname": {
      const surname = random.pick(SURNAMES);
      return random.chance(0.3) ? `${surname} & Sons ${noun}` : `${surname} ${noun}`;
    }
    case "city":
      return `${city.name} ${noun}`;
    default:
      return `${quality()} ${noun}`;
  }
}

function specialties(primary: CategorySlug, extras: readonly CategorySlug[], random: Random): string[] {
  const chosen = random.sample(CATEGORY_WORDS[primary].specialties, random.int(3, 6));
  const extra = extras[0];
  if (extra && random.chance(0.5)) {
    const borrowed = random.pick(CATEGORY_WORDS[extra].specialties);
    if (!chosen.includes(borrowed)) chosen[chosen.length - 1] = borrowed;
  }
  return chosen;
}

/** Whole dollars near the bottom of the category's range: it is a "starting from" price. */
function startingPrice({ minPriceCents: min, maxPriceCents: max }: SeedCategory, random: Random): number {
  const cents = min + (max - min) * 0.5 * random.next() ** 1.5;
  return Math.min(max, Math.max(min, Math.round(cents / 100) * 100));
}

/** A point within JITTER_KM of the city centre, uniform over the disc. */
function jitter(city: SeedCity, random: Random): [number, number] {
  const distanceKm = JITTER_KM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const longitude =
    city.longitude +
    (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE_LATITUDE * Math.cos((city.latitude * Math.PI) / 180));
  return [round5(latitude), round5(longitude)];
}

// 555-0100 to 555-0199 are reserved for fiction in the North American Numbering Plan.
function phoneNumber(city: SeedCity, random: Random): string {
  return `(${areaCodeFor(city)}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

// Canada Post never uses D, F, I, O, Q or U in postal codes.
const POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

function streetAddress(city: SeedCity, random: Random): string {
  const number = random.int(10, 4_999);
  const street = city.provinceCode === "QC" ? random.pick(STREETS_FR) : random.pick(STREETS_EN);
  const letter = () => POSTAL_LETTERS[random.int(0, POSTAL_LETTERS.length - 1)]!;
  const digit = () => String(random.int(0, 9));
  const postalCode = `${postalLetterFor(city)}${random.int(1, 9)}${letter()} ${digit()}${letter()}${digit()}`;
  return `${number} ${street}, ${city.name}, ${city.provinceCode} ${postalCode}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function shuffle<T>(items: T[], random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function round5(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}
