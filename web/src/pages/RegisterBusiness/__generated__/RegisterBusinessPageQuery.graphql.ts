/**
 * @generated SignedSource<<dfba9c572218bc508e6b9ca301d861e5>>
 * @relayHash cae1ad59cbd3f6710a32cf69d3c7fca6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc055ee564a837b916edf87eaef02ea2a4a13a81925de29b321d9085966d3e8b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RegistrationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type RegisterBusinessPageQuery$variables = Record<PropertyKey, never>;
export type RegisterBusinessPageQuery$data = {
  readonly viewer: {
    readonly businessRegistration: {
      readonly id: string;
      readonly status: RegistrationStatus;
      readonly " $fragmentSpreads": FragmentRefs<"RegistrationStatus_registration">;
    } | null | undefined;
    readonly role: Role;
    readonly " $fragmentSpreads": FragmentRefs<"AccountFields_viewer">;
  } | null | undefined;
};
export type RegisterBusinessPageQuery = {
  response: RegisterBusinessPageQuery$data;
  variables: RegisterBusinessPageQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterBusinessPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountFields_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessRegistration",
            "kind": "LinkedField",
            "name": "businessRegistration",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RegistrationStatus_registration"
              }
            ],
            "storageKey": null
          }
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
    "name": "RegisterBusinessPageQuery",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessRegistration",
            "kind": "LinkedField",
            "name": "businessRegistration",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "businessName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewNotes",
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
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cc055ee564a837b916edf87eaef02ea2a4a13a81925de29b321d9085966d3e8b",
    "metadata": {},
    "name": "RegisterBusinessPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c6bd594abf5b49fe63d1a08c69b4d0f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
