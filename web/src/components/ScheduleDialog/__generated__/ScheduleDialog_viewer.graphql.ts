/**
 * @generated SignedSource<<49cc6dae2a31f4181467a4a89c91859b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ScheduleDialog_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"AddressFields_viewer">;
  readonly " $fragmentType": "ScheduleDialog_viewer";
};
export type ScheduleDialog_viewer$key = {
  readonly " $data"?: ScheduleDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddressFields_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "78fe8272f676d8894d9ef7276c180c12";

export default node;
