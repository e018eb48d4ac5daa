/**
 * @generated SignedSource<<3d94cd10957d00c7bbfa2053786430b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderStatCards_dashboard$data = {
  readonly stats: {
    readonly averageRating: number;
    readonly completedBookings: number;
    readonly reviewCount: number;
    readonly thisMonthEarnings: number;
    readonly totalBookings: number;
  };
  readonly " $fragmentType": "ProviderStatCards_dashboard";
};
export type ProviderStatCards_dashboard$key = {
  readonly " $data"?: ProviderStatCards_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderStatCards_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderStatCards_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProviderStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalBookings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedBookings",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thisMonthEarnings",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProviderDashboard",
  "abstractKey": null
};

(node as any).hash = "aa9dbc288633ac512136b4ee037222d3";

export default node;
