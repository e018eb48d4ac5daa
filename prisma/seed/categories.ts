import { SERVICE_TYPE_SLUGS, type ServiceTypeSlug } from "../../shared/service-types.ts";

/**
 * The 12 service categories. Slugs are the spec's service-type values
 * (/?service=house-cleaning); prices are typical Canadian rates for one visit or
 * job, in cents, and bound each provider's "Starting from" price.
 */
export interface CategorySeed {
  slug: CategorySlug;
  name: string;
  description: string;
  minPriceCents: number;
  maxPriceCents: number;
  sortOrder: number;
}

export type CategorySlug = ServiceTypeSlug;

const details: Record<CategorySlug, Omit<CategorySeed, "slug" | "sortOrder">> = {
  "house-cleaning": {
    name: "House Cleaning",
    description: "Regular home cleaning: kitchens, bathrooms, dusting, vacuuming and floors.",
    minPriceCents: 8_000,
    maxPriceCents: 30_000,
  },
  "car-detailing": {
    name: "Car Detailing",
    description: "Interior and exterior detailing, hand washes and paint protection, at your door or in the shop.",
    minPriceCents: 6_000,
    maxPriceCents: 45_000,
  },
  "carpet-cleaning": {
    name: "Carpet Cleaning",
    description: "Hot-water extraction for carpets, rugs and upholstery, with stain and pet odour treatment.",
    minPriceCents: 10_000,
    maxPriceCents: 40_000,
  },
  "deep-cleaning": {
    name: "Deep Cleaning",
    description: "Top-to-bottom cleaning for move-ins, move-outs, renovations and spring cleaning.",
    minPriceCents: 20_000,
    maxPriceCents: 65_000,
  },
  handyman: {
    name: "Handyman",
    description: "Small repairs, assembly, mounting, drywall patches and odd jobs around the house.",
    minPriceCents: 7_500,
    maxPriceCents: 30_000,
  },
  landscaping: {
    name: "Landscaping",
    description: "Lawn care, garden beds, hedge trimming, sod, and spring and fall clean-ups.",
    minPriceCents: 5_000,
    maxPriceCents: 60_000,
  },
  "snow-removal": {
    name: "Snow Removal",
    description: "Driveway and walkway clearing, salting and seasonal snow contracts.",
    minPriceCents: 4_000,
    maxPriceCents: 20_000,
  },
  moving: {
    name: "Moving",
    description: "Local and long-distance moves, packing, and single-item deliveries.",
    minPriceCents: 30_000,
    maxPriceCents: 250_000,
  },
  plumbing: {
    name: "Plumbing",
    description: "Leaks, clogs, water heaters, fixtures and emergency repairs by licensed plumbers.",
    minPriceCents: 12_000,
    maxPriceCents: 45_000,
  },
  electrical: {
    name: "Electrical",
    description: "Licensed electricians for panels, lighting, outlets, EV chargers and inspections.",
    minPriceCents: 12_000,
    maxPriceCents: 50_000,
  },
  hvac: {
    name: "HVAC",
    description: "Furnace and air-conditioner installs, tune-ups, heat pumps and duct cleaning.",
    minPriceCents: 13_000,
    maxPriceCents: 60_000,
  },
  "pest-control": {
    name: "Pest Control",
    description: "Inspection and treatment for mice, ants, bed bugs, wasps and other pests.",
    minPriceCents: 15_000,
    maxPriceCents: 45_000,
  },
};

export const CATEGORIES: readonly CategorySeed[] = SERVICE_TYPE_SLUGS.map((slug, index) => ({
  slug,
  ...details[slug],
  sortOrder: index + 1,
}));

export function categoryBySlug(slug: CategorySlug): CategorySeed {
  return CATEGORIES.find((category) => category.slug === slug)!;
}
