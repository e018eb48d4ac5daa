/**
 * @generated SignedSource<<8f9df151d5d869e349a8c4e929be3060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type MyDataPageQuery$variables = Record<PropertyKey, never>;
export type MyDataPageQuery$data = {
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type MyDataPageQuery = {
  response: MyDataPageQuery$data;
  variables: MyDataPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyDataPageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyDataPageQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "00470401a2eb42e55d4b060e60e72140",
    "id": null,
    "metadata": {},
    "name": "MyDataPageQuery",
    "operationKind": "query",
    "text": "query MyDataPageQuery {\n  viewer {\n    role\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc2e737b889997b8a48d90a71bb7be04";

export default node;
