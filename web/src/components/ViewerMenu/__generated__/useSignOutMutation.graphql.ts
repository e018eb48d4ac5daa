/**
 * @generated SignedSource<<1c2034494a70f6d0e27d95f0d195e3b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutMutation$variables = Record<PropertyKey, never>;
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly success: boolean;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8544430823d229f23e3c241764c1f42e",
    "id": null,
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutMutation {\n  signOut {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c54c428fe4c820646e2c400c2c0b8d5";

export default node;
