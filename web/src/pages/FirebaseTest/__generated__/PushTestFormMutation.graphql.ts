/**
 * @generated SignedSource<<5f4cc7f7b4547755b60550d28da713c7>>
 * @relayHash db9730399773d3cb7c8ea8a1ffaec1cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1760a0971239ce09900d960616ff00482ff3bf059e546806371de6725cd93017

import type { ConcreteRequest } from 'relay-runtime';
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
    "id": "1760a0971239ce09900d960616ff00482ff3bf059e546806371de6725cd93017",
    "metadata": {},
    "name": "PushTestFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4498eb8dd4a83907b67e9601bdd4f653";

export default node;
