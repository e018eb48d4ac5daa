/**
 * @generated SignedSource<<1a3f35a1a9e22ae6f31b8e93e293f0e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PushTokenInput = {
  token: string;
};
export type PushTestFormMutation$variables = {
  input: PushTokenInput;
};
export type PushTestFormMutation$data = {
  readonly sendTestNotification: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type PushTestFormMutation = {
  response: PushTestFormMutation$data;
  variables: PushTestFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendTestNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "success",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "PushTestResult",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PushTestFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PushTestFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "db9730399773d3cb7c8ea8a1ffaec1cf",
    "id": null,
    "metadata": {},
    "name": "PushTestFormMutation",
    "operationKind": "mutation",
    "text": "mutation PushTestFormMutation(\n  $input: PushTokenInput!\n) {\n  sendTestNotification(input: $input) {\n    __typename\n    ... on PushTestResult {\n      success\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4498eb8dd4a83907b67e9601bdd4f653";

export default node;
