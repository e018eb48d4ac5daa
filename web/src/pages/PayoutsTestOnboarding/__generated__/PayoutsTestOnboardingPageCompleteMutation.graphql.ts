/**
 * @generated SignedSource<<fe9fcc0dc45744622c18a3ca43cc0ef4>>
 * @relayHash d80190301cbbcb9b6ab11ea27f3bc278
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a44f5b8c66a947b428587d6cb0c499e5f1c436710b109fde1e00ed178473f298

import type { ConcreteRequest } from 'relay-runtime';
export type CompleteTestPayoutSetupInput = {
  accountId: string;
};
export type PayoutsTestOnboardingPageCompleteMutation$variables = {
  input: CompleteTestPayoutSetupInput;
};
export type PayoutsTestOnboardingPageCompleteMutation$data = {
  readonly completeTestPayoutSetup: {
    readonly __typename: string;
    readonly message?: string;
    readonly payoutsEnabled?: boolean;
  };
};
export type PayoutsTestOnboardingPageCompleteMutation = {
  response: PayoutsTestOnboardingPageCompleteMutation$data;
  variables: PayoutsTestOnboardingPageCompleteMutation$variables;
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
    "name": "completeTestPayoutSetup",
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
            "name": "payoutsEnabled",
            "storageKey": null
          }
        ],
        "type": "PayoutSummary",
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
    "name": "PayoutsTestOnboardingPageCompleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayoutsTestOnboardingPageCompleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a44f5b8c66a947b428587d6cb0c499e5f1c436710b109fde1e00ed178473f298",
    "metadata": {},
    "name": "PayoutsTestOnboardingPageCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cd040285c91b01b9180429c803957f4";

export default node;
