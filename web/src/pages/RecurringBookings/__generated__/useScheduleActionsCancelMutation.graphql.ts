/**
 * @generated SignedSource<<cdf1eb23fac31f2d1f01938af58d21e0>>
 * @relayHash 1d349e95e40672853b6b4ee888d22e16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ff9e75d33747f5d1dfe8080eb0063ed76819cbbd98985e79aeef1835a39f046

import type { ConcreteRequest } from 'relay-runtime';
export type RecurringScheduleChangeInput = {
  scheduleId: string;
};
export type useScheduleActionsCancelMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RecurringScheduleChangeInput;
};
export type useScheduleActionsCancelMutation$data = {
  readonly cancelRecurringSchedule: {
    readonly __typename: string;
    readonly cancelledScheduleId?: string;
    readonly deletedScheduleId?: string;
    readonly message?: string;
  };
};
export type useScheduleActionsCancelMutation = {
  response: useScheduleActionsCancelMutation$data;
  variables: useScheduleActionsCancelMutation$variables;
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
  "name": "cancelledScheduleId",
  "storageKey": null
},
v5 = {
  "alias": "deletedScheduleId",
  "args": null,
  "kind": "ScalarField",
  "name": "cancelledScheduleId",
  "storageKey": null
},
v6 = {
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
    "name": "useScheduleActionsCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelRecurringSchedule",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "CancelRecurringSchedulePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
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
    "name": "useScheduleActionsCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelRecurringSchedule",
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
                "name": "cancelledScheduleId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v5/*:: as any*/),
              {
                "alias": "deletedScheduleId",
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "cancelledScheduleId"
              }
            ],
            "type": "CancelRecurringSchedulePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4ff9e75d33747f5d1dfe8080eb0063ed76819cbbd98985e79aeef1835a39f046",
    "metadata": {},
    "name": "useScheduleActionsCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1efa1c391024ddc9eb3b4afa6188d60";

export default node;
