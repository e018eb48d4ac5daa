/**
 * @generated SignedSource<<8c2928e039cfaa0c80fc7e6177a26d6a>>
 * @relayHash 8af1c09572a71e57a2205eecbaa833df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 187e8bd735a5ad76bb03ff28aab9d98c9ff3c4e579db28ae4943dd9246ef9014

import type { ConcreteRequest } from 'relay-runtime';
export type PayWithTestCardInput = {
  cardNumber: string;
  clientSecret: string;
};
export type TestCardFormPayMutation$variables = {
  input: PayWithTestCardInput;
};
export type TestCardFormPayMutation$data = {
  readonly payWithTestCard: {
    readonly __typename: string;
    readonly declineMessage?: string | null | undefined;
    readonly message?: string;
    readonly succeeded?: boolean;
  };
};
export type TestCardFormPayMutation = {
  response: TestCardFormPayMutation$data;
  variables: TestCardFormPayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "payWithTestCard",
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
            "name": "succeeded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "declineMessage",
            "storageKey": null
          }
        ],
        "type": "PayWithTestCardPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "TestCardFormPayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestCardFormPayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "187e8bd735a5ad76bb03ff28aab9d98c9ff3c4e579db28ae4943dd9246ef9014",
    "metadata": {},
    "name": "TestCardFormPayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "027f79644f64be4676f8464df2137375";

export default node;
