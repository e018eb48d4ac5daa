/**
 * @generated SignedSource<<21bf09cf307d9593d0cff64c830cdcf9>>
 * @relayHash b3da36424c5646ac079ffb8258bb5c84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6295c1a43ee8a617ae72fe481b8c33cee55c169b65b30720e0695cc57fac67d3

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type RequireRoleViewerQuery$variables = Record<PropertyKey, never>;
export type RequireRoleViewerQuery$data = {
  readonly viewer: {
    readonly role: Role;
    readonly secondFactorVerified: boolean;
    readonly twoFactorEnabled: boolean;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "twoFactorEnabled",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secondFactorVerified",
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
    "id": "6295c1a43ee8a617ae72fe481b8c33cee55c169b65b30720e0695cc57fac67d3",
    "metadata": {},
    "name": "RequireRoleViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe2bfc83af0e55a42c9703c7cd40170c";

export default node;
