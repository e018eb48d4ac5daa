/**
 * @generated SignedSource<<2ae156389897c28a5f244ef725e9ef8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProviderBookingCard_booking$data = {
  readonly actualPrice: number | null | undefined;
  readonly addressToConfirm: boolean;
  readonly customerErased: boolean;
  readonly customerName: string;
  readonly customerPhone: string;
  readonly estimatedPrice: number | null | undefined;
  readonly formattedAddress: string | null | undefined;
  readonly id: string;
  readonly nextStatuses: ReadonlyArray<BookingStatus>;
  readonly preferredDate: string;
  readonly preferredTime: string;
  readonly recurringSchedule: {
    readonly __typename: "RecurringSchedule";
  } | null | undefined;
  readonly schedulingConflict: boolean;
  readonly serviceDetails: string;
  readonly serviceType: string;
  readonly specialInstructions: string;
  readonly status: BookingStatus;
  readonly " $fragmentSpreads": FragmentRefs<"BookingMoves_booking" | "BookingNoShow_booking">;
  readonly " $fragmentType": "ProviderBookingCard_booking";
};
export type ProviderBookingCard_booking$key = {
  readonly " $data"?: ProviderBookingCard_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderBookingCard_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderBookingCard_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerErased",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formattedAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressToConfirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialInstructions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actualPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStatuses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "schedulingConflict",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringSchedule",
      "kind": "LinkedField",
      "name": "recurringSchedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingMoves_booking"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingNoShow_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "46da38b89311efb2b4df444293c5ddee";

export default node;
