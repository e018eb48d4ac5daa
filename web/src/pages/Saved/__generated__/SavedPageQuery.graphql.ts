/**
 * @generated SignedSource<<54d2fae59125bcbc19c17cedaf868b12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedPageQuery$variables = Record<PropertyKey, never>;
export type SavedPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BookingDialog_query" | "BottomNav_query">;
};
export type SavedPageQuery = {
  response: SavedPageQuery$data;
  variables: SavedPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedPageQuery",
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BookingDialog_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BottomNav_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SavedPageQuery",
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
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "96c30051a40555b2db1fd5c5f00f6900",
    "id": null,
    "metadata": {},
    "name": "SavedPageQuery",
    "operationKind": "query",
    "text": "query SavedPageQuery {\n  viewer {\n    id\n  }\n  ...BookingDialog_query\n  ...BottomNav_query\n}\n\nfragment BookingDialog_query on Query {\n  categories {\n    slug\n    name\n    id\n  }\n  viewer {\n    name\n    email\n    id\n  }\n}\n\nfragment BottomNav_query on Query {\n  viewer {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2fd62c5619122975594861daccd1c6a3";

export default node;
