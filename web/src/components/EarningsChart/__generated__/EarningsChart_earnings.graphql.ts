/**
 * @generated SignedSource<<03effead038ca5c9bad6a25338079d9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EarningsChart_earnings$data = {
  readonly daily: ReadonlyArray<{
    readonly date: string;
    readonly fees: number;
    readonly paymentCount: number;
    readonly volume: number;
  }>;
  readonly endDate: string;
  readonly startDate: string;
  readonly totalEarnings: number;
  readonly totalVolume: number;
  readonly " $fragmentType": "EarningsChart_earnings";
};
export type EarningsChart_earnings$key = {
  readonly " $data"?: EarningsChart_earnings$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarningsChart_earnings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarningsChart_earnings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
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
      "name": "totalEarnings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyEarnings",
      "kind": "LinkedField",
      "name": "daily",
      "plural": true,
      "selections": [
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
          "name": "volume",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fees",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlatformEarnings",
  "abstractKey": null
};

(node as any).hash = "566439f830c85f8f2ac698b14ea5a24e";

export default node;
