/**
 * @generated SignedSource<<82c6157392f58ee244ead9f12ca46eb5>>
 * @relayHash f635b34465a68df0e466026a41ed6926
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edfab15e07770e6037027fd28d6da1d2fc1347e03c64f0c569f7ae0bea1ebc5f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentSuccessPageQuery$variables = {
  bookingId?: string | null | undefined;
  scheduleId?: string | null | undefined;
  withOutcome: boolean;
};
export type PaymentSuccessPageQuery$data = {
  readonly outcome?: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentOutcomePanel_query">;
  } | null | undefined;
  readonly paymentsSetup: {
    readonly " $fragmentSpreads": FragmentRefs<"TestModeNotice_setup">;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PaymentSuccessPageQuery = {
  response: PaymentSuccessPageQuery$data;
  variables: PaymentSuccessPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bookingId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scheduleId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withOutcome"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentSuccessPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentsSetup",
        "kind": "LinkedField",
        "name": "paymentsSetup",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TestModeNotice_setup"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withOutcome",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PaymentOutcomePanel_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "outcome"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentSuccessPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentsSetup",
        "kind": "LinkedField",
        "name": "paymentsSetup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mode",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withOutcome",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "bookingId",
                "variableName": "bookingId"
              },
              {
                "kind": "Variable",
                "name": "recurringScheduleId",
                "variableName": "scheduleId"
              }
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "paymentOutcome",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRecurring",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "failureMessage",
                    "storageKey": null
                  }
                ],
                "type": "PaymentOutcome",
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
        ]
      }
    ]
  },
  "params": {
    "id": "edfab15e07770e6037027fd28d6da1d2fc1347e03c64f0c569f7ae0bea1ebc5f",
    "metadata": {},
    "name": "PaymentSuccessPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3476cc37817cf5143e8dcf60b37a3389";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
