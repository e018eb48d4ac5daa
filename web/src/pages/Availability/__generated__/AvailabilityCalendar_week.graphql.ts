/**
 * @generated SignedSource<<b3d069c7b76583fad7ff55ae306e190e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SlotState = "AVAILABLE" | "BOOKED" | "UNAVAILABLE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AvailabilityCalendar_week$data = {
  readonly slots: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
    readonly state: SlotState;
    readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySelectedAppointment_slot" | "AvailabilitySlot_slot">;
  }>;
  readonly timeZone: string;
  readonly today: string;
  readonly " $fragmentType": "AvailabilityCalendar_week";
};
export type AvailabilityCalendar_week$key = {
  readonly " $data"?: AvailabilityCalendar_week$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_week">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilityCalendar_week",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TimeSlot",
      "kind": "LinkedField",
      "name": "slots",
      "plural": true,
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
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AvailabilitySlot_slot"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AvailabilitySelectedAppointment_slot"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AvailabilityCalendar",
  "abstractKey": null
};

(node as any).hash = "08a0e1f8698b361b444092ce06308be8";

export default node;
