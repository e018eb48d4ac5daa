/**
 * @generated SignedSource<<e08d8d9fa10502965500915690fbd497>>
 * @relayHash 5e3d724b443b75b1805eb0149fd47c51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db3862b20c953383062d10829b81f87fa6d2775bdd1b4ef98cfc10c45d3200e2

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
    readonly emailVerified: boolean;
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
  "name": "emailVerified",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
          (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
          (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "db3862b20c953383062d10829b81f87fa6d2775bdd1b4ef98cfc10c45d3200e2",
    "metadata": {},
    "name": "RegisterBusinessPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a0d513f87a3ddbb0556f857c0036ba3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
