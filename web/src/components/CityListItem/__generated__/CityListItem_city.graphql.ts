/**
 * @generated SignedSource<<e081a0026e839144a500418e4f79a3e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
