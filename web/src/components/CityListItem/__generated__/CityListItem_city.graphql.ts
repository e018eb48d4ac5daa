/**
 * @generated SignedSource<<8e87af627820ae98131e9ea79b33b5a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CityListItem_city$data = {
  readonly name: string;
  readonly population: number;
  readonly province: string;
  readonly slug: string;
  readonly " $fragmentType": "CityListItem_city";
};
export type CityListItem_city$key = {
  readonly " $data"?: CityListItem_city$data;
  readonly " $fragmentSpreads": FragmentRefs<"CityListItem_city">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CityListItem_city",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "population",
      "storageKey": null
    }
  ],
  "type": "City",
  "abstractKey": null
};

(node as any).hash = "37e3bd1c57f0a41f73834f6164496b19";

export default node;
