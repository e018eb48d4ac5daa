/**
 * @generated SignedSource<<1779cd26c075fe635fd659bea37fc85e>>
 * @relayHash 85e237202d9093732f4d897f2d684728
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea2fbb488eb749cd0e72e077220f86faef5da8cb01f00a27b44a9514215acd38

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminPartnersPageQuery$variables = Record<PropertyKey, never>;
export type AdminPartnersPageQuery$data = {
  readonly partnerTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminPartnerTokenRow_token">;
  }>;
};
export type AdminPartnersPageQuery = {
  response: AdminPartnersPageQuery$data;
  variables: AdminPartnersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPartnersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerToken",
        "kind": "LinkedField",
        "name": "partnerTokens",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminPartnerTokenRow_token"
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
    "name": "AdminPartnersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerToken",
        "kind": "LinkedField",
        "name": "partnerTokens",
        "plural": true,
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
            "kind": "ScalarField",
            "name": "prefix",
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
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ea2fbb488eb749cd0e72e077220f86faef5da8cb01f00a27b44a9514215acd38",
    "metadata": {},
    "name": "AdminPartnersPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c436118a24542be7b1cc28938b509d6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
