/**
 * @generated SignedSource<<f318ab016d31fbf5b0a9347eb9d1a22a>>
 * @relayHash 21dd077f494b111575b02aeb8d05567f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3f6a6222adaf48ac10fec2729f205f0550455cba283519ec183a635c3958977

import type { ConcreteRequest } from 'relay-runtime';
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
    "id": "a3f6a6222adaf48ac10fec2729f205f0550455cba283519ec183a635c3958977",
    "metadata": {},
    "name": "SimpleTestPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "224cad69514e86fe4cbeac1868bce21c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
