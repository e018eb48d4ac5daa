// Column types for the seed's bulk inserts (see bulk-insert.ts).
import type { Prisma } from "../../graph/src/generated/prisma/client.ts";
import type cities from "../data/cities.json";
import type { Columns } from "./bulk-insert.ts";
import type { BookingRow, ProviderRow, ReviewRow, SeedCity } from "./providers.ts";

// The bulk inserts bypass Prisma's types; these checks keep the rows in step
// with the schema: a new required column fails to compile here.
export type LinkRow = { providerId: number; categoryId: number; priceCents: number };
export type CityRow = SeedCity & (typeof cities)[number];

({}) as CityRow satisfies Prisma.CityCreateManyInput;
({}) as ProviderRow satisfies Prisma.ProviderCreateManyInput;
({}) as LinkRow satisfies Prisma.ProviderCategoryCreateManyInput;
({}) as ReviewRow satisfies Prisma.ReviewCreateManyInput;
({}) as BookingRow satisfies Prisma.BookingCreateManyInput;

export const CITY_COLUMNS: Columns<CityRow> = {
  id: "int",
  geonameId: "int",
  name: "text",
  slug: "text",
  province: "text",
  provinceCode: "text",
  population: "int",
  tier: "int",
  latitude: "float8",
  longitude: "float8",
  timeZone: "text",
};

export const PROVIDER_COLUMNS: Columns<ProviderRow> = {
  id: "int",
  name: "text",
  description: "text",
  address: "text",
  serviceArea: "text",
  phone: "text",
  email: "text",
  imageUrl: "text",
  rating: "float8",
  reviewCount: "int",
  startingPrice: "int",
  specialties: "text[]",
  availability: "text[]",
  latitude: "float8",
  longitude: "float8",
  isMobileService: "bool",
  isCertified: "bool",
  businessTypeId: "int",
  status: { enum: "ProviderStatus" },
  approvedBy: "text",
  approvedAt: "timestamp",
  createdAt: "timestamp",
  updatedAt: "timestamp",
  cityId: "int",
};
export const LINK_COLUMNS: Columns<LinkRow> = { providerId: "int", categoryId: "int", priceCents: "int" };
export const REVIEW_COLUMNS: Columns<ReviewRow> = {
  id: "int",
  providerId: "int",
  bookingId: "int",
  customerName: "text",
  rating: "int",
  comment: "text",
  createdAt: "timestamp",
  updatedAt: "timestamp",
};
export const BOOKING_COLUMNS: Columns<BookingRow> = {
  id: "int",
  providerId: "int",
  customerName: "text",
  customerPhone: "text",
  customerEmail: "text",
  addressCityId: "int",
  serviceType: "text",
  preferredDate: "timestamp",
  preferredTime: "text",
  status: { enum: "BookingStatus" },
  estimatedPrice: "int",
  actualPrice: "int",
  completedAt: "timestamp",
  createdAt: "timestamp",
  updatedAt: "timestamp",
};
