/**
 * @generated SignedSource<<7903ff5519d8ae6ffaa4899a5bd9720f>>
 * @relayHash 74bd92dc4467b98ed8ebda3d40470888
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 948d6c6f21ff6b919426267d0346c0052cd575b8e58073bfe242ccbe4cf92ace

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type PayoutsTestOnboardingPageQuery$variables = Record<PropertyKey, never>;
export type PayoutsTestOnboardingPageQuery$data = {
  readonly paymentsSetup: {
    readonly mode: PaymentsMode;
  };
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type PayoutsTestOnboardingPageQuery = {
  response: PayoutsTestOnboardingPageQuery$data;
  variables: PayoutsTestOnboardingPageQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
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
    "name": "PayoutsTestOnboardingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PayoutsTestOnboardingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "948d6c6f21ff6b919426267d0346c0052cd575b8e58073bfe242ccbe4cf92ace",
    "metadata": {},
    "name": "PayoutsTestOnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9805e6dcc10834ec8d6831537ed040fb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
