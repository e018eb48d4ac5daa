/**
 * @generated SignedSource<<10d74107e18c30002e42d36d301a756c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EarningsSummary_earnings$data = {
  readonly averageCommissionRate: number;
  readonly paymentCount: number;
  readonly totalEarnings: number;
  readonly totalVolume: number;
  readonly " $fragmentType": "EarningsSummary_earnings";
};
export type EarningsSummary_earnings$key = {
  readonly " $data"?: EarningsSummary_earnings$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarningsSummary_earnings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarningsSummary_earnings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalEarnings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalVolume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageCommissionRate",
      "storageKey": null
    }
  ],
  "type": "PlatformEarnings",
  "abstractKey": null
};

(node as any).hash = "1648fd81d69dbeadda20d9078a79520c";

export default node;
