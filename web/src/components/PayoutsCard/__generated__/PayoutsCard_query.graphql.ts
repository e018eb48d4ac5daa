/**
 * @generated SignedSource<<d9f370d84cb6d1d470162feeaa6a88f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PayoutsCard_query$data = {
  readonly paymentsSetup: {
    readonly mode: PaymentsMode;
  };
  readonly providerPayouts: {
    readonly __typename: string;
    readonly hasAccount?: boolean;
    readonly heldAmount?: number;
    readonly message?: string;
    readonly payoutsEnabled?: boolean;
    readonly transferredAmount?: number;
  };
  readonly viewer: {
    readonly emailVerified: boolean;
  } | null | undefined;
  readonly " $fragmentType": "PayoutsCard_query";
};
export type PayoutsCard_query$key = {
  readonly " $data"?: PayoutsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "providerId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutsCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentsSetup",
      "kind": "LinkedField",
      "name": "paymentsSetup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailVerified",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "providerId",
          "variableName": "providerId"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "providerPayouts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasAccount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "payoutsEnabled",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "heldAmount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "transferredAmount",
              "storageKey": null
            }
          ],
          "type": "PayoutSummary",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "type": "Error",
          "abstractKey": "__isError"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1612aa1f61c511425adb2340d88d04c9";

export default node;
