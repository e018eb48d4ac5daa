/**
 * @generated SignedSource<<8c2f967ccca492304ed46c23584c324f>>
 * @relayHash 82e7bd41bd1ac22c6455966bb14746f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fbc827d008f11f6d57e02fc386e0d41c419dfb0a80b9c0c5286a43b28bb0137

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type AvailabilityPageViewerQuery$variables = Record<PropertyKey, never>;
export type AvailabilityPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly provider: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
    readonly role: Role;
  } | null | undefined;
};
export type AvailabilityPageViewerQuery = {
  response: AvailabilityPageViewerQuery$data;
  variables: AvailabilityPageViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Provider",
        "kind": "LinkedField",
        "name": "provider",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          }
        ],
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
    "name": "AvailabilityPageViewerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AvailabilityPageViewerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4fbc827d008f11f6d57e02fc386e0d41c419dfb0a80b9c0c5286a43b28bb0137",
    "metadata": {},
    "name": "AvailabilityPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cefc1a997e197c1851fda05c11fb633";

export default node;
