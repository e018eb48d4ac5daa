/**
 * @generated SignedSource<<f0ab947e9b2b38c892582eb662d0ffc4>>
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
  readonly totalFeeTax: number;
  readonly totalServiceTax: number;
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
      "name": "totalServiceTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalFeeTax",
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

(node as any).hash = "60d03a49b7f724db813e0b066dc8262d";

export default node;
