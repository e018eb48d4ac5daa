/**
 * @generated SignedSource<<c876bef48019ec3db2585865c70888af>>
 * @relayHash e4d340920e0822407b65ed3a2d1a5120
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2607f75ec7355040706b598a5b6b8e0f09fe932248edb61b38eeec3aed327e5

import { ConcreteRequest } from 'relay-runtime';
export type PaymentOutcomeStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type PaymentOutcomePanelQuery$variables = {
  bookingId?: string | null | undefined;
  scheduleId?: string | null | undefined;
};
export type PaymentOutcomePanelQuery$data = {
  readonly paymentOutcome: {
    readonly __typename: string;
    readonly failureMessage?: string | null | undefined;
    readonly isRecurring?: boolean;
    readonly message?: string;
    readonly status?: PaymentOutcomeStatus;
  };
};
export type PaymentOutcomePanelQuery = {
  response: PaymentOutcomePanelQuery$data;
  variables: PaymentOutcomePanelQuery$variables;
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
],
v1 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentOutcomePanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentOutcomePanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2607f75ec7355040706b598a5b6b8e0f09fe932248edb61b38eeec3aed327e5",
    "metadata": {},
    "name": "PaymentOutcomePanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f5f0b369fe62f26d747088e85bbf206";

export default node;
