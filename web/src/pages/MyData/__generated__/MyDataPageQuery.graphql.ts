/**
 * @generated SignedSource<<28d7b43dfdb1df7ba141ac5a6964bcb7>>
 * @relayHash 00470401a2eb42e55d4b060e60e72140
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 840237235335576431b1691d42379b708e421b4694e1ad52532ca7aec24a2936

import type { ConcreteRequest } from 'relay-runtime';
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
    "id": "840237235335576431b1691d42379b708e421b4694e1ad52532ca7aec24a2936",
    "metadata": {},
    "name": "MyDataPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0330bbd38dee694d1897a6eecf608df";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
