// A service address every GraphQL booking door now requires: Toronto is city 1 (the seed
// inserts cities.json in order), and M5H is downtown Toronto.
export const TORONTO_CITY_ID = 1;

export const TEST_SERVICE_ADDRESS = {
  street: "100 Queen St W",
  unit: "",
  cityId: TORONTO_CITY_ID,
  postalCode: "M5H 2N2",
} as const;

/** The same as a GraphQL input literal, for documents written inline. */
export const TEST_SERVICE_ADDRESS_LITERAL = `{ street: "100 Queen St W", cityId: ${TORONTO_CITY_ID}, postalCode: "M5H 2N2" }`;
