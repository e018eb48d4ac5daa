// Where the job is: every booking form asks for a service address (street, city from the
// city picker, postal code in the city's province). A signed-in customer's last one is
// prefilled; filling replaces it.
import type { Locator, Page } from "playwright-core";

export const TORONTO_ADDRESS = { street: "100 Queen St W", city: "Toronto", postalCode: "M5H 2N2" } as const;

/** Fills the address fields of the form in `scope` (a dialog), choosing the city in the picker's popover. */
export async function fillServiceAddress(page: Page, scope: Locator, address = TORONTO_ADDRESS): Promise<void> {
  await scope.getByLabel("Street Address").fill(address.street);
  await scope.getByRole("button", { name: /^City\b/ }).click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(address.city);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page
    .getByRole("option", { name: new RegExp(`^${address.city}`) })
    .first()
    .click();
  await scope.getByLabel("Postal Code").fill(address.postalCode);
}
