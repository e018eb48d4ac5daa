/**
 * @generated SignedSource<<18c840c9c60b925d776343b08df15f13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type RequireRoleQuery$variables = Record<PropertyKey, never>;
export type RequireRoleQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type RequireRoleQuery = {
  response: RequireRoleQuery$data;
  variables: RequireRoleQuery$variables;
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequireRoleQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequireRoleQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "708885034a229fd9d1c9b61b5eb16be8",
    "id": null,
    "metadata": {},
    "name": "RequireRoleQuery",
    "operationKind": "query",
    "text": "query RequireRoleQuery {\n  viewer {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c91a7b29bb42b18e3cea7d6b97a77ca";

export default node;
