import type { Prisma } from "../generated/prisma/client.ts";
import type { SlotView } from "../services/availability/list-availability.ts";
import { providerServicesSelect, serviceNames } from "../services/providers/providers.ts";

/** What the JSON shape of a provider needs loaded. */
export const providerJsonInclude = {
  ...providerServicesSelect,
  city: { select: { name: true, province: true, slug: true } },
} satisfies Prisma.ProviderInclude;

type ProviderForJson = Prisma.ProviderGetPayload<{ include: typeof providerJsonInclude }>;

/** The spec's Provider (section 3), plus the city it works from. */
export function providerJson(provider: ProviderForJson, distanceKm: number | null = null) {
  return {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    address: provider.address,
    serviceArea: provider.serviceArea,
    phone: provider.phone,
    email: provider.email,
    imageUrl: provider.imageUrl,
    rating: provider.rating,
    reviewCount: provider.reviewCount,
    startingPrice: provider.startingPrice,
    services: serviceNames(provider),
    specialties: provider.specialties,
    availability: provider.availability,
    distance: distanceKm,
    isMobileService: provider.isMobileService,
    isCertified: provider.isCertified,
    city: provider.city,
  };
}

/** Spec section 3's TimeSlot. */
export function slotJson(slot: SlotView) {
  return {
    id: slot.id,
    providerId: slot.providerId,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    duration: slot.durationMinutes,
    isAvailable: slot.state === "AVAILABLE",
    isBooked: slot.state === "BOOKED",
    price: slot.price,
  };
}
