import { builder } from "../../builder.ts";
import type { TaxLine } from "../../../../shared/tax/sales-tax.ts";

/** A tax line as checkout quotes it and a payment stores it. */
type TaxLineShape = Pick<TaxLine, "tax" | "province" | "ratePpm" | "base" | "amount">;

export const TaxLineRef = builder.objectRef<TaxLineShape>("TaxLine").implement({
  description: "One sales tax on an amount: its name, where it is due, its rate, its base and the tax to the cent.",
  fields: (t) => ({
    tax: t.exposeString("tax", { description: '"GST", "HST", "QST", "PST" or "RST".' }),
    province: t.exposeString("province", { description: "Two letters: the province or territory it is due in." }),
    ratePpm: t.exposeInt("ratePpm", { description: "The rate in parts per million: 9.975% is 99750." }),
    base: t.exposeInt("base", { description: "Cents the rate applies to." }),
    amount: t.exposeInt("amount", { description: "Cents of tax: the rate times the base, rounded half up." }),
  }),
});
