/**
 * @generated SignedSource<<d91e58eef6fe800f94f5fdf889ad444e>>
 * @relayHash a56b1548c09e5a4e1c98b50d8324c6cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd22860e0a00a00be52d04a1ad460ffc23cc8a617d139f8d38ccdace55e2d65f

import type { ConcreteRequest } from 'relay-runtime';
export type ReviewReasonInput = {
  reason: string;
  reviewId: string;
};
export type ReviewActionsReportMutation$variables = {
  input: ReviewReasonInput;
};
export type ReviewActionsReportMutation$data = {
  readonly reportReview: {
    readonly __typename: string;
    readonly message?: string;
    readonly review?: {
      readonly id: string;
      readonly viewerHasReported: boolean | null | undefined;
    };
  };
};
export type ReviewActionsReportMutation = {
  response: ReviewActionsReportMutation$data;
  variables: ReviewActionsReportMutation$variables;
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
    "name": "reportReview",
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
                "name": "viewerHasReported",
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
    "name": "ReviewActionsReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewActionsReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd22860e0a00a00be52d04a1ad460ffc23cc8a617d139f8d38ccdace55e2d65f",
    "metadata": {},
    "name": "ReviewActionsReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce5a58347eaec97407a27b064cc000f0";

export default node;
