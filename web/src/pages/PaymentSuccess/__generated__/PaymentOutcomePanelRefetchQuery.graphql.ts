/**
 * @generated SignedSource<<368d5308a9b4f9a02e77ae2ce2f36b97>>
 * @relayHash 2dcc1406531fb820a106decd0e9df331
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae524c52bbad06438801562c4ceea18493481e0cb80b0b9282a6c80403506471

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentOutcomePanelRefetchQuery$variables = {
  bookingId?: string | null | undefined;
  scheduleId?: string | null | undefined;
};
export type PaymentOutcomePanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOutcomePanel_query">;
};
export type PaymentOutcomePanelRefetchQuery = {
  response: PaymentOutcomePanelRefetchQuery$data;
  variables: PaymentOutcomePanelRefetchQuery$variables;
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentOutcomePanelRefetchQuery",
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
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentOutcomePanelRefetchQuery",
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
  },
  "params": {
    "id": "ae524c52bbad06438801562c4ceea18493481e0cb80b0b9282a6c80403506471",
    "metadata": {},
    "name": "PaymentOutcomePanelRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da940df5a885baf49660697538564472";

export default node;
