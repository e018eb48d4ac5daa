/**
 * @generated SignedSource<<54574d0f85a58fae2fdeaf007f763ae4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "d80190301cbbcb9b6ab11ea27f3bc278",
    "id": null,
    "metadata": {},
    "name": "PayoutsTestOnboardingPageCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation PayoutsTestOnboardingPageCompleteMutation(\n  $input: CompleteTestPayoutSetupInput!\n) {\n  completeTestPayoutSetup(input: $input) {\n    __typename\n    ... on PayoutSummary {\n      payoutsEnabled\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cd040285c91b01b9180429c803957f4";

export default node;
