import { sourceIntl } from "../i18n/sourceIntl";

/**
 * The product's name, in the source locale only.
 * @deprecated Use the catalog's `app.brand.name` (PageHeader puts it in document titles).
 */
// TODO(i18n): remove once CityPage's 'City Not Found' title goes through PageHeader or
// pageHeader.documentTitle (the search/booking changes).
export const BRAND_NAME = sourceIntl.formatMessage({ id: "app.brand.name" });
