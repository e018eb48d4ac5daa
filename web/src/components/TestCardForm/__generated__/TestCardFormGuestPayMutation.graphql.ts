/**
 * @generated SignedSource<<5214c2e716d4ecffaa7ac489d47c8fde>>
 * @relayHash 38e6a56b3b976104b6255f77bfef778a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d915f7439feba8076aeba6a92f4c2aba8026c4489e3dd27e0059f6edc1952ba

import type { ConcreteRequest } from 'relay-runtime';
export type PayGuestBookingWithTestCardInput = {
  cardNumber: string;
  clientSecret: string;
  token: string;
};
export type TestCardFormGuestPayMutation$variables = {
  input: PayGuestBookingWithTestCardInput;
};
export type TestCardFormGuestPayMutation$data = {
  readonly payGuestBookingWithTestCard: {
    readonly __typename: string;
    readonly declineMessage?: string | null | undefined;
    readonly message?: string;
    readonly succeeded?: boolean;
  };
};
export type TestCardFormGuestPayMutation = {
  response: TestCardFormGuestPayMutation$data;
  variables: TestCardFormGuestPayMutation$variables;
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
    "name": "payGuestBookingWithTestCard",
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
    "name": "TestCardFormGuestPayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestCardFormGuestPayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1d915f7439feba8076aeba6a92f4c2aba8026c4489e3dd27e0059f6edc1952ba",
    "metadata": {},
    "name": "TestCardFormGuestPayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc102df273b48fa7871ef106dc6b94be";

export default node;
