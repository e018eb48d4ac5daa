/**
 * @generated SignedSource<<d745154dfa381caa5b98bfd7720a91d3>>
 * @relayHash 1239084cfda6d5f22b5c78f7787f0492
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 841386078092c47de55c7f3499df0e0974d53c9218461b0b4d72e8156d5f9d80

import type { ConcreteRequest } from 'relay-runtime';
export type SubmitQuizInput = {
  additionalNotes?: string | null | undefined;
  budget: string;
  certificationImportance: string;
  location: string;
  mobilePreference: string;
  serviceType: string;
  sessionId: string;
  specialRequirements?: ReadonlyArray<string> | null | undefined;
  urgency: string;
};
export type QuizModalSubmitMutation$variables = {
  input: SubmitQuizInput;
};
export type QuizModalSubmitMutation$data = {
  readonly submitQuiz: {
    readonly __typename: string;
    readonly message?: string;
    readonly sessionId?: string;
  };
};
export type QuizModalSubmitMutation = {
  response: QuizModalSubmitMutation$data;
  variables: QuizModalSubmitMutation$variables;
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
    "name": "submitQuiz",
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
            "name": "sessionId",
            "storageKey": null
          }
        ],
        "type": "SubmitQuizPayload",
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
    "name": "QuizModalSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuizModalSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "841386078092c47de55c7f3499df0e0974d53c9218461b0b4d72e8156d5f9d80",
    "metadata": {},
    "name": "QuizModalSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f5ee1648989dc2e48cccf02b63790c2";

export default node;
