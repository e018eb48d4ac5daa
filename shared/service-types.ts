// The service types (spec sections 2 and 9): the 12 catalogue categories' slugs, in
// catalogue order. The seed creates a category for each; the home's dropdown offers each
// after "all"; search and booking accept them. Pure data, shared by server and web.

export const SERVICE_TYPE_SLUGS = [
  "house-cleaning",
  "car-detailing",
  "carpet-cleaning",
  "deep-cleaning",
  "handyman",
  "landscaping",
  "snow-removal",
  "moving",
  "plumbing",
  "electrical",
  "hvac",
  "pest-control",
] as const;

export type ServiceTypeSlug = (typeof SERVICE_TYPE_SLUGS)[number];

/** The home dropdown's first option (spec section 2): no service filter. */
export const ALL_SERVICES = "all" as const;
