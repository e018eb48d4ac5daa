/**
 * @generated SignedSource<<b4150a6043db5bc72522c1577d7d5cdb>>
 * @relayHash 708885034a229fd9d1c9b61b5eb16be8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae07c17744907d45588ee98a6cf14e6e09dea7928182301b8d0e9a556e5cbd24

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
    "id": "ae07c17744907d45588ee98a6cf14e6e09dea7928182301b8d0e9a556e5cbd24",
    "metadata": {},
    "name": "RequireRoleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c91a7b29bb42b18e3cea7d6b97a77ca";

export default node;
