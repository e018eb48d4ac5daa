/**
 * @generated SignedSource<<f34bcebae97abed87002f60b4a6a36a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type SimpleTestPageQuery$variables = Record<PropertyKey, never>;
export type SimpleTestPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type SimpleTestPageQuery = {
  response: SimpleTestPageQuery$data;
  variables: SimpleTestPageQuery$variables;
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
    "name": "SimpleTestPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SimpleTestPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "21dd077f494b111575b02aeb8d05567f",
    "id": null,
    "metadata": {},
    "name": "SimpleTestPageQuery",
    "operationKind": "query",
    "text": "query SimpleTestPageQuery {\n  viewer {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "d388ffd80b1dd35bec29d86bb118b174";

export default node;
