/**
 * @generated SignedSource<<e4df5a8d9b86949391786f06a1cb91ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeFigures_query$data = {
  readonly marketplaceFigures: {
    readonly averageRating: number | null | undefined;
    readonly cities: number;
    readonly completedJobs: number;
    readonly verifiedProviders: number;
  };
  readonly " $fragmentType": "HomeFigures_query";
};
export type HomeFigures_query$key = {
  readonly " $data"?: HomeFigures_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeFigures_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeFigures_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketplaceFigures",
      "kind": "LinkedField",
      "name": "marketplaceFigures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cities",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verifiedProviders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedJobs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRating",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "eb6776f3bfe46498bf7edd2f4832c40d";

export default node;
