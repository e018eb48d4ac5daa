/**
 * @generated SignedSource<<a2b83c11c91993652874cfdd0d2d15e3>>
 * @relayHash d600dff1cd7caa53ccdc9d68552f7a65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67912b62c7b3c0c91aaac15176089107b18a183122db7577fed9145120b74b74

import type { ConcreteRequest } from 'relay-runtime';
export type MarkReviewHelpfulInput = {
  helpful: boolean;
  reviewId: string;
};
export type ReviewActionsHelpfulMutation$variables = {
  input: MarkReviewHelpfulInput;
};
export type ReviewActionsHelpfulMutation$data = {
  readonly markReviewHelpful: {
    readonly __typename: string;
    readonly message?: string;
    readonly review?: {
      readonly helpfulCount: number;
      readonly id: string;
      readonly viewerFoundHelpful: boolean | null | undefined;
    };
  };
};
export type ReviewActionsHelpfulMutation = {
  response: ReviewActionsHelpfulMutation$data;
  variables: ReviewActionsHelpfulMutation$variables;
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
    "name": "markReviewHelpful",
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
            "concreteType": "Review",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "helpfulCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerFoundHelpful",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReviewPayload",
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
    "name": "ReviewActionsHelpfulMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewActionsHelpfulMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "67912b62c7b3c0c91aaac15176089107b18a183122db7577fed9145120b74b74",
    "metadata": {},
    "name": "ReviewActionsHelpfulMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bccc9496e6e086b2d1a8e10930c6c957";

export default node;
