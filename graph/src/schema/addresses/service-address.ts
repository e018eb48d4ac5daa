// Where the job is: the input every booking door takes, and the address as bookings,
// schedules and the signed-in customer's last booking show it.
import { builder } from "../../builder.ts";
import type { City } from "../../generated/prisma/client.ts";
import { lastServiceAddress } from "../../services/addresses/service-address.ts";
import { UserNode } from "../accounts/user.ts";
import { databaseIdOf } from "../ids.ts";
import {
  addressToConfirm,
  formatServiceAddress,
  SERVICE_ADDRESS_LIMITS,
} from "../../../../shared/addresses/service-address.ts";

export const ServiceAddressInput = builder.inputType("ServiceAddressInput", {
  description:
    "Where the job is. The city comes from the cities list; the postal code (A1A 1A1) must be in its province.",
  fields: (t) => ({
    street: t.string({
      required: true,
      description: `Street number and name; 3 to ${SERVICE_ADDRESS_LIMITS.street} characters.`,
    }),
    unit: t.string({ description: `Apartment, suite or unit; at most ${SERVICE_ADDRESS_LIMITS.unit} characters.` }),
    cityId: t.id({ required: true, description: "The City's global id, or its numeric databaseId." }),
    postalCode: t.string({ required: true, description: 'e.g. "K1A 0B1"; any case, space or not.' }),
  }),
});

/** The input as the services read it: the city by its databaseId (anything else names no city). */
export function serviceAddressOf<A extends { cityId: string | number }>(address: A): A & { cityId: number } {
  const id = String(databaseIdOf("City", address.cityId));
  return { ...address, cityId: /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN };
}

interface ServiceAddressView {
  street: string;
  unit: string;
  cityId: number;
  postalCode: string;
  /** Whole when the read that found the address read its city too (lastServiceAddress). */
  city: { name: string; provinceCode: string } | City;
}

function isWholeCity(city: ServiceAddressView["city"]): city is City {
  return "geonameId" in city;
}

const ServiceAddressRef = builder.objectRef<ServiceAddressView>("ServiceAddress").implement({
  description: "A checked service address.",
  fields: (t) => ({
    street: t.exposeString("street"),
    unit: t.exposeString("unit", { description: "Empty when none." }),
    postalCode: t.exposeString("postalCode", { description: '"A1A 1A1".' }),
    city: t.prismaField({
      type: "City",
      resolve: (query, address, _args, ctx) =>
        isWholeCity(address.city)
          ? address.city
          : ctx.db.city.findUniqueOrThrow({ ...query, where: { id: address.cityId } }),
    }),
    formatted: t.string({
      description: 'One line: "12 Main St, Unit 4, Toronto, ON M5H 1J9".',
      resolve: (address) =>
        formatServiceAddress({
          address: address.street,
          addressUnit: address.unit,
          addressCity: address.city,
          postalCode: address.postalCode,
        }) ?? "",
    }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  lastServiceAddress: t.field({
    type: ServiceAddressRef,
    nullable: true,
    description:
      "The service address of the signed-in customer's latest booking or schedule that has a checked one, to " +
      "prefill the next; null for anyone else.",
    resolve: (user, _args, ctx) => (ctx.viewer?.userId === user.id ? lastServiceAddress(ctx) : null),
  }),
}));

const ADDRESS_SELECTION = {
  address: true,
  addressUnit: true,
  postalCode: true,
  addressCity: { select: { name: true, provinceCode: true } },
} as const;

const UNIT_DESCRIPTION = "Apartment, suite or unit; empty when none.";
const POSTAL_CODE_DESCRIPTION = '"A1A 1A1"; null when not given.';
const FORMATTED_DESCRIPTION =
  "The service address on one line (a free-form one as it was sent); null when there is none.";
const TO_CONFIRM_DESCRIPTION =
  "No checked address (no postal code): made through a door that did not ask for one; the provider confirms it.";

builder.prismaObjectFields("Booking", (t) => ({
  addressUnit: t.exposeString("addressUnit", { description: UNIT_DESCRIPTION }),
  postalCode: t.exposeString("postalCode", { nullable: true, description: POSTAL_CODE_DESCRIPTION }),
  addressCity: t.relation("addressCity", { nullable: true }),
  formattedAddress: t.string({
    nullable: true,
    description: FORMATTED_DESCRIPTION,
    select: ADDRESS_SELECTION,
    resolve: (row) => formatServiceAddress(row),
  }),
  addressToConfirm: t.boolean({
    description: TO_CONFIRM_DESCRIPTION,
    select: { postalCode: true },
    resolve: (row) => addressToConfirm(row),
  }),
}));

builder.prismaObjectFields("RecurringSchedule", (t) => ({
  address: t.exposeString("address", { nullable: true, description: "The street line of the service address." }),
  addressUnit: t.exposeString("addressUnit", { description: UNIT_DESCRIPTION }),
  postalCode: t.exposeString("postalCode", { nullable: true, description: POSTAL_CODE_DESCRIPTION }),
  addressCity: t.relation("addressCity", { nullable: true }),
  formattedAddress: t.string({
    nullable: true,
    description: FORMATTED_DESCRIPTION,
    select: ADDRESS_SELECTION,
    resolve: (row) => formatServiceAddress(row),
  }),
  addressToConfirm: t.boolean({
    description: TO_CONFIRM_DESCRIPTION,
    select: { postalCode: true },
    resolve: (row) => addressToConfirm(row),
  }),
}));
