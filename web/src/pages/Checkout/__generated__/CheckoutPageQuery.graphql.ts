/**
 * @generated SignedSource<<ff0771dee74b4293e264991b3a4b4caf>>
 * @relayHash 29e0ebe951dbec3d9c1fb3b9ed310b14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bb527dd09571c535dbd72c03267b313b1b99cb265460cb200a03460a506a60f

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type CheckoutPageQuery$variables = Record<PropertyKey, never>;
export type CheckoutPageQuery$data = {
  readonly paymentsSetup: {
    readonly mode: PaymentsMode;
    readonly publishableKey: string | null | undefined;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type CheckoutPageQuery = {
  response: CheckoutPageQuery$data;
  variables: CheckoutPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishableKey",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2bb527dd09571c535dbd72c03267b313b1b99cb265460cb200a03460a506a60f",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7404de0c5f6d74e134a37c9fa3c2aefa";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
