/**
 * @generated SignedSource<<d2642e7f6cec9a00061e6d5f3381e431>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileOpenings_slots$data = ReadonlyArray<{
  readonly databaseId: number;
  readonly date: string;
  readonly price: number;
  readonly startTime: string;
  readonly " $fragmentType": "ProfileOpenings_slots";
}>;
export type ProfileOpenings_slots$key = ReadonlyArray<{
  readonly " $data"?: ProfileOpenings_slots$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileOpenings_slots">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProfileOpenings_slots",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "name": "price",
      "storageKey": null
    }
  ],
  "type": "TimeSlot",
  "abstractKey": null
};

(node as any).hash = "65473ebe3e49cf70f33f5bc13febfc88";

export default node;
