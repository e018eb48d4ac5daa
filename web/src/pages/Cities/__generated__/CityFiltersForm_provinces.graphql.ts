/**
 * @generated SignedSource<<b220f6cf6ec3bcf9841c15954cc8b042>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CityFiltersForm_provinces$data = ReadonlyArray<{
  readonly cityCount: number;
  readonly code: string;
  readonly name: string;
  readonly " $fragmentType": "CityFiltersForm_provinces";
}>;
export type CityFiltersForm_provinces$key = ReadonlyArray<{
  readonly " $data"?: CityFiltersForm_provinces$data;
  readonly " $fragmentSpreads": FragmentRefs<"CityFiltersForm_provinces">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CityFiltersForm_provinces",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
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
      "name": "cityCount",
      "storageKey": null
    }
  ],
  "type": "Province",
  "abstractKey": null
};

(node as any).hash = "dbea9d9ef2434954ceec4383263ea08f";

export default node;
