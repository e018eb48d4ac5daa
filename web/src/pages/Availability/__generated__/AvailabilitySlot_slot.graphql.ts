/**
 * @generated SignedSource<<ce235a458e568183ebffc40a0d9e7945>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SlotState = "AVAILABLE" | "BOOKED" | "UNAVAILABLE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AvailabilitySlot_slot$data = {
  readonly endTime: string;
  readonly price: number;
  readonly startTime: string;
  readonly state: SlotState;
  readonly " $fragmentType": "AvailabilitySlot_slot";
};
export type AvailabilitySlot_slot$key = {
  readonly " $data"?: AvailabilitySlot_slot$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySlot_slot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilitySlot_slot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "type": "TimeSlot",
  "abstractKey": null
};

(node as any).hash = "0b0728b50ed275574ae2850186d1355d";

export default node;
