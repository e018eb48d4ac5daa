/**
 * @generated SignedSource<<14aced9899a65ab971ca1367a9b34024>>
 * @relayHash 4be89806c10015930ab5d3cb4f57b7b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ace27f71a5057cd79611a00612bf4c96dbfeae5f3b677e8aab513a32cc57dd0e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentSuccessPageQuery$variables = Record<PropertyKey, never>;
export type PaymentSuccessPageQuery$data = {
  readonly paymentsSetup: {
    readonly " $fragmentSpreads": FragmentRefs<"TestModeNotice_setup">;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PaymentSuccessPageQuery = {
  response: PaymentSuccessPageQuery$data;
  variables: PaymentSuccessPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentSuccessPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentsSetup",
        "kind": "LinkedField",
        "name": "paymentsSetup",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TestModeNotice_setup"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentSuccessPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "ace27f71a5057cd79611a00612bf4c96dbfeae5f3b677e8aab513a32cc57dd0e",
    "metadata": {},
    "name": "PaymentSuccessPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1fa7a1d4d3ffca751d6e409ec764b5ec";

export default node;
