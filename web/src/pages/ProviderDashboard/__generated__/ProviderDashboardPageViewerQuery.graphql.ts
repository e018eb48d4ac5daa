/**
 * @generated SignedSource<<2dd734c34c6028012c3a550b761acae7>>
 * @relayHash da69050da52f0db284505059492187db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4297f83f619b80a8cf2cf15bdbb7d74141f881cff5bd9cbbd45ae4effee8f73c

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type ProviderDashboardPageViewerQuery$variables = Record<PropertyKey, never>;
export type ProviderDashboardPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type ProviderDashboardPageViewerQuery = {
  response: ProviderDashboardPageViewerQuery$data;
  variables: ProviderDashboardPageViewerQuery$variables;
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
    "name": "ProviderDashboardPageViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProviderDashboardPageViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4297f83f619b80a8cf2cf15bdbb7d74141f881cff5bd9cbbd45ae4effee8f73c",
    "metadata": {},
    "name": "ProviderDashboardPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4b616a9dc6602df71e7a707f88a3336";

export default node;
