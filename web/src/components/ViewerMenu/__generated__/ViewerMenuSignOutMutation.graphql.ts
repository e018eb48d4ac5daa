/**
 * @generated SignedSource<<c09c380ddcc1b8332f5694cd934118af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerMenuSignOutMutation$variables = Record<PropertyKey, never>;
export type ViewerMenuSignOutMutation$data = {
  readonly signOut: {
    readonly success: boolean;
  };
};
export type ViewerMenuSignOutMutation = {
  response: ViewerMenuSignOutMutation$data;
  variables: ViewerMenuSignOutMutation$variables;
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
    "name": "ViewerMenuSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerMenuSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "524063594fdebcd53bf01d5ee755f1ae",
    "id": null,
    "metadata": {},
    "name": "ViewerMenuSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation ViewerMenuSignOutMutation {\n  signOut {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfc1235322b9549a0b364a920e84689c";

export default node;
