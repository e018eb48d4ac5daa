/** The product's name as the interface shows it (header logo, document titles). */
export const BRAND_NAME = "Canada Local Services";
export const BRAND_TAGLINE = "Canada's service marketplace";
