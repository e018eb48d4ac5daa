/**
 * @generated SignedSource<<e4854ac929111b2d1005ff7350170675>>
 * @relayHash 91fbe7b8e5223e1f8078d281f1ba5969
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5028e5cff1c31ccbfd46e1b9d41fee7229f94b32c860126e37774d5bc565f6f

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type RequireRoleViewerQuery$variables = Record<PropertyKey, never>;
export type RequireRoleViewerQuery$data = {
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type RequireRoleViewerQuery = {
  response: RequireRoleViewerQuery$data;
  variables: RequireRoleViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "RequireRoleViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "RequireRoleViewerQuery",
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
    "id": "e5028e5cff1c31ccbfd46e1b9d41fee7229f94b32c860126e37774d5bc565f6f",
    "metadata": {},
    "name": "RequireRoleViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe2bfc83af0e55a42c9703c7cd40170c";

export default node;
