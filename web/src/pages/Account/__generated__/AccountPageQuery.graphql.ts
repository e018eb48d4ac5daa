/**
 * @generated SignedSource<<9e4180b6d868d4501bfd53759d47eba3>>
 * @relayHash f0f3b360bff2d9ff6997f0915d9cb1da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8c348ddeaf5900e5b4e8848a0ba228a07957553bab4abe9a04add307a3d2bd7

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type AccountPageQuery$variables = Record<PropertyKey, never>;
export type AccountPageQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly name: string;
    readonly role: Role;
  } | null | undefined;
};
export type AccountPageQuery = {
  response: AccountPageQuery$data;
  variables: AccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "AccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a8c348ddeaf5900e5b4e8848a0ba228a07957553bab4abe9a04add307a3d2bd7",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "798117fc550dcf5910638d8acd239309";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
