/**
 * @generated SignedSource<<c89551438dcba02bf9a010b6b81f9e8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GuestBookingMoves_booking$data = {
  readonly date: string;
  readonly movable: boolean;
  readonly providerId: string;
  readonly providerName: string;
  readonly reschedules: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MovesPanel_reschedules">;
  }>;
  readonly status: BookingStatus;
  readonly " $fragmentType": "GuestBookingMoves_booking";
};
export type GuestBookingMoves_booking$key = {
  readonly " $data"?: GuestBookingMoves_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuestBookingMoves_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuestBookingMoves_booking",
  "selections": [
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
      "name": "movable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingReschedule",
      "kind": "LinkedField",
      "name": "reschedules",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MovesPanel_reschedules"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GuestBooking",
  "abstractKey": null
};

(node as any).hash = "2152cdf7e8603183c4213983c5f28367";

export default node;
