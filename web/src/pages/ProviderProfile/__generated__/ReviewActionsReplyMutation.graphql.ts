/**
 * @generated SignedSource<<5e5e8236fa85dac487010a7d09cf4f69>>
 * @relayHash 3183a11bd87712fb1b64eadd0babfc8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a517caf9450e168a21a578eca77be795c1be879b1dedf614dcf736ffb7f744a

import type { ConcreteRequest } from 'relay-runtime';
export type ReplyToReviewInput = {
  reply: string;
  reviewId: string;
};
export type ReviewActionsReplyMutation$variables = {
  input: ReplyToReviewInput;
};
export type ReviewActionsReplyMutation$data = {
  readonly replyToReview: {
    readonly __typename: string;
    readonly message?: string;
    readonly review?: {
      readonly id: string;
      readonly reply: string | null | undefined;
      readonly viewerMayReply: boolean;
    };
  };
};
export type ReviewActionsReplyMutation = {
  response: ReviewActionsReplyMutation$data;
  variables: ReviewActionsReplyMutation$variables;
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
    "name": "replyToReview",
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
                "name": "reply",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerMayReply",
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
    "name": "ReviewActionsReplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewActionsReplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1a517caf9450e168a21a578eca77be795c1be879b1dedf614dcf736ffb7f744a",
    "metadata": {},
    "name": "ReviewActionsReplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cbac2cfe51bf88642d139dc88bdeee1";

export default node;
