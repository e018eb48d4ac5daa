// What a provider's profile tells search engines in its HTML: schema.org's LocalBusiness,
// with its AggregateRating once it has reviews (every one from a completed booking).
// Written by the server (route-meta.ts) into the page's head, where crawlers that do not run
// scripts read it too; the SPA does not write it again.

export interface ProfileFacts {
  name: string;
  description: string;
  imageUrl: string | null;
  address: string;
  phone: string;
  serviceArea: string;
  rating: number;
  reviewCount: number;
  /** Cents. */
  startingPrice: number;
  city: { name: string; province: string };
}

export function localBusinessJsonLd(provider: ProfileFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: provider.name,
    description: provider.description,
    ...(provider.imageUrl ? { image: provider.imageUrl } : {}),
    telephone: provider.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: provider.address,
      addressLocality: provider.city.name,
      addressRegion: provider.city.province,
      addressCountry: "CA",
    },
    areaServed: provider.serviceArea,
    priceRange: `From $${(provider.startingPrice / 100).toFixed(2)} CAD`,
    ...(provider.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(provider.rating * 10) / 10,
            reviewCount: provider.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script> element: "<" written as its escape, so no value ("</script>" in a
 * business's description) can end the element early; the JSON reads the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
