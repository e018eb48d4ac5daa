/**
 * @generated SignedSource<<869e33dfdfd09e12c18ef83e781d57d7>>
 * @relayHash 9ce3b6c93ba14b928aeae9d43e41c5a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8294c3db1949ae04562f2ac0bb457f02dd9f110f30a4c92e376fb456f677115

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type AvailabilityTestPageViewerQuery$variables = Record<PropertyKey, never>;
export type AvailabilityTestPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly provider: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
    readonly role: Role;
  } | null | undefined;
};
export type AvailabilityTestPageViewerQuery = {
  response: AvailabilityTestPageViewerQuery$data;
  variables: AvailabilityTestPageViewerQuery$variables;
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
    "name": "AvailabilityTestPageViewerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AvailabilityTestPageViewerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8294c3db1949ae04562f2ac0bb457f02dd9f110f30a4c92e376fb456f677115",
    "metadata": {},
    "name": "AvailabilityTestPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3341abe05f9d37e5c254959666a2d55c";

export default node;
