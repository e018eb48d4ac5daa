/**
 * @generated SignedSource<<91de9b849d5cf70c7f2fdf1b5c957ff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvailabilitySelectedAppointment_slot$data = {
  readonly date: string;
  readonly durationMinutes: number;
  readonly endTime: string;
  readonly id: string;
  readonly price: number;
  readonly startTime: string;
  readonly " $fragmentType": "AvailabilitySelectedAppointment_slot";
};
export type AvailabilitySelectedAppointment_slot$key = {
  readonly " $data"?: AvailabilitySelectedAppointment_slot$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySelectedAppointment_slot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilitySelectedAppointment_slot",
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
      "name": "durationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    }
  ],
  "type": "TimeSlot",
  "abstractKey": null
};

(node as any).hash = "d2471463e8db6c0fa03c5fc02675a574";

export default node;
