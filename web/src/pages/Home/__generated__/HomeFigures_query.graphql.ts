/**
 * @generated SignedSource<<49553c60526ff1baf206b6b3cea323cf>>
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
    readonly reviewCount: number;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6d1e7fbbe7067f99dd31a6ade00b09b8";

export default node;
