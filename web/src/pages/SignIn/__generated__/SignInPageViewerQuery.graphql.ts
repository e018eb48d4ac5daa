/**
 * @generated SignedSource<<d7a7164ac86f742900a3c1f624fb48fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInPageViewerQuery$variables = Record<PropertyKey, never>;
export type SignInPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SignedInNotice_viewer">;
  } | null | undefined;
};
export type SignInPageViewerQuery = {
  response: SignInPageViewerQuery$data;
  variables: SignInPageViewerQuery$variables;
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
    "name": "SignInPageViewerQuery",
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
            "name": "SignedInNotice_viewer"
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
    "name": "SignInPageViewerQuery",
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
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3b0da261b5dc3895c39e9f2e110a677d",
    "id": null,
    "metadata": {},
    "name": "SignInPageViewerQuery",
    "operationKind": "query",
    "text": "query SignInPageViewerQuery {\n  viewer {\n    id\n    ...SignedInNotice_viewer\n  }\n}\n\nfragment SignedInNotice_viewer on User {\n  name\n  role\n}\n"
  }
};
})();

(node as any).hash = "a6afcf98ef00463cadf5ee530f6f3562";

export default node;
