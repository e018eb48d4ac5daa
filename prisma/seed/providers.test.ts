import { describe, expect, it } from "vitest";
import cities from "../data/cities.json" with { type: "json" };
import { CATEGORIES } from "./categories.ts";
import { allocateProviders, generateProviders, generateReviewedBookings, ratingOf } from "./providers.ts";
import { createRandom } from "./random.ts";

const seedCities = cities.map((city, index) => ({ id: index + 1, ...city }));
const seedCategories = CATEGORIES.map((category) => ({ id: category.sortOrder, ...category }));
const NOW = new Date("2026-11-20T15:00:00Z");

function providers(count: number, seed = 42) {
  return [...generateProviders({ cities: seedCities, categories: seedCategories, count, seed, now: NOW })];
}

describe("allocateProviders", () => {
  it("hands out exactly the total, several to every tier-1 and tier-2 city", () => {
    const counts = allocateProviders(seedCities, 2_000);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2_000);
    seedCities.forEach((city, index) => {
      if (city.tier <= 2) expect(counts[index], city.name).toBeGreaterThanOrEqual(3);
      if (city.tier === 4) expect(counts[index], city.name).toBeLessThanOrEqual(3);
    });
  });
});

describe("generateProviders", () => {
  const generated = providers(2_000);

  it("numbers providers 1..N and is the same for the same seed", () => {
    expect(generated.map((p) => p.row.id)).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(providers(300)).toEqual(providers(300));
    expect(providers(300, 1).map((p) => p.row.name)).not.toEqual(providers(300, 2).map((p) => p.row.name));
  });

  it("yields exactly the number asked for, however small", () => {
    for (const count of [1, 2, 3, 10]) expect(providers(count)).toHaveLength(count);
  });

  it("makes provider 1 the Toronto house-cleaning business, whatever the seed", () => {
    for (const seed of [1, 2]) {
      const [first] = providers(5, seed);
      expect(first!.row).toMatchObject({ id: 1, name: "Maple Leaf Cleaning Co.", cityId: 1 });
      expect(seedCities[0]!.name).toBe("Toronto");
      expect(first!.categoryIds[0]).toBe(seedCategories.find((c) => c.slug === "house-cleaning")!.id);
    }
  });

  it("fills every field within the spec's ranges", () => {
    for (const { row, categoryIds } of generated) {
      const city = seedCities[row.cityId - 1]!;
      const primary = seedCategories[categoryIds[0]! - 1]!;
      expect(categoryIds.length).toBeGreaterThanOrEqual(1);
      expect(categoryIds.length).toBeLessThanOrEqual(3);
      expect(new Set(categoryIds).size).toBe(categoryIds.length);
      expect(row.description.length).toBeGreaterThanOrEqual(40);
      expect(row.rating).toBeGreaterThanOrEqual(3.5);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(Math.round(row.rating * 10)).toBeCloseTo(row.rating * 10, 9);
      expect(row.startingPrice % 100).toBe(0);
      expect(row.startingPrice).toBeGreaterThanOrEqual(primary.minPriceCents);
      expect(row.startingPrice).toBeLessThanOrEqual(primary.maxPriceCents);
      expect(row.specialties.length).toBeGreaterThanOrEqual(3);
      expect(row.specialties.length).toBeLessThanOrEqual(6);
      expect(row.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(row.email).toMatch(/^[a-z]+@[a-z0-9-]+\.test$/);
      expect(row.imageUrl).toBe(`/images/categories/${primary.slug}.svg`);
      expect(row.address).toContain(`, ${city.name}, ${city.provinceCode} `);
      expect(distanceKm(row, city)).toBeLessThanOrEqual(15.1);
    }
  });

  it("offers something for the cleaning finder's eco and pet filters and the under-$100 chip", () => {
    const rows = generated.map((p) => p.row);
    expect(rows.some((r) => r.specialties.some((s) => /eco|green/i.test(s)))).toBe(true);
    expect(rows.some((r) => r.specialties.some((s) => /pet/i.test(s)))).toBe(true);
    expect(rows.filter((r) => r.startingPrice < 10_000).length).toBeGreaterThan(50);
    const certifiedShare = rows.filter((r) => r.isCertified).length / rows.length;
    expect(certifiedShare).toBeGreaterThan(0.5);
    expect(certifiedShare).toBeLessThan(0.7);
  });
});

describe("generateReviewedBookings", () => {
  const provider = { id: 9, rating: 4.8, primary: "house-cleaning", cityId: 1, startingPrice: 12_000 } as const;

  it("reviews completed bookings of the provider, 1 to 7, dated within the last 60 days, rated 1-5", () => {
    const random = createRandom(42, "reviews");
    const counts = new Set<number>();
    let firstId = 1;
    for (let round = 0; round < 200; round++) {
      const reviewed = generateReviewedBookings(provider, { random, now: NOW, firstId });
      counts.add(reviewed.length);
      for (const [index, { booking, review }] of reviewed.entries()) {
        expect(booking.id).toBe(firstId + index);
        expect(review).toMatchObject({ id: booking.id, bookingId: booking.id, providerId: 9 });
        expect(booking).toMatchObject({ providerId: 9, status: "COMPLETED", addressCityId: 1 });
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(review.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 60 * 86_400_000);
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(booking.completedAt.getTime());
        expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
        expect(review.customerName).toMatch(/^\S+ \S\.$/);
        expect(booking.customerName.startsWith(review.customerName.slice(0, -3))).toBe(true);
      }
      firstId += reviewed.length;
    }
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(7);
  });

  it("rates a provider by the mean of its reviews, and none as 0", () => {
    expect(ratingOf([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ rating: 13 / 3, reviewCount: 3 });
    expect(ratingOf([])).toEqual({ rating: 0, reviewCount: 0 });
  });
});

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
