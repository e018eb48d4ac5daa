/**
 * @generated SignedSource<<d39682fe7042ca787d9e8166d32d6200>>
 * @relayHash 36728da3c61a9675ef9372b2dc0339e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3de49c88b5da7b3051ff1029eb3590072577f55f18f8c20eccc12c36ef2e2a9f

import type { ConcreteRequest } from 'relay-runtime';
export type DeliveryStatus = "DEAD" | "PENDING" | "SENT" | "SKIPPED" | "%future added value";
export type RetryNotificationDeliveryInput = {
  deliveryId: string;
};
export type FailedDeliveryRowRetryMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RetryNotificationDeliveryInput;
};
export type FailedDeliveryRowRetryMutation$data = {
  readonly retryNotificationDelivery: {
    readonly __typename: string;
    readonly attempts?: number;
    readonly id?: string;
    readonly message?: string;
    readonly status?: DeliveryStatus;
  };
};
export type FailedDeliveryRowRetryMutation = {
  response: FailedDeliveryRowRetryMutation$data;
  variables: FailedDeliveryRowRetryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attempts",
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FailedDeliveryRowRetryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "retryNotificationDelivery",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "NotificationDelivery",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FailedDeliveryRowRetryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "retryNotificationDelivery",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "id",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "NotificationDelivery",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3de49c88b5da7b3051ff1029eb3590072577f55f18f8c20eccc12c36ef2e2a9f",
    "metadata": {},
    "name": "FailedDeliveryRowRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3987b4ffe03903999c5d50702a5e825";

export default node;
