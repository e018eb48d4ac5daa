/**
 * @generated SignedSource<<ad345544a79189f400bf42c541998f98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    "cacheID": "85e237202d9093732f4d897f2d684728",
    "id": null,
    "metadata": {},
    "name": "AdminPartnersPageQuery",
    "operationKind": "query",
    "text": "query AdminPartnersPageQuery {\n  partnerTokens {\n    id\n    ...AdminPartnerTokenRow_token\n  }\n}\n\nfragment AdminPartnerTokenRow_token on PartnerToken {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n}\n"
  }
};
})();

(node as any).hash = "1a1d8aeafb2fafb48488dc0df5a1a813";

export default node;
