/**
 * @generated SignedSource<<a6d4876cb7a7a1eb99d71b0960895d3e>>
 * @relayHash 3d11c2c71ff9877dbc5e900a27c12867
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 696fce247bc245c28ff6b4330d8f6ddc3f4a5adb76e7e3322e2b06e4588c242a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
export type AvailabilityPageQuery$variables = {
  end: string;
  mine: boolean;
  providerId: string;
  providerNodeId: string;
  start: string;
  theirs: boolean;
};
export type AvailabilityPageQuery$data = {
  readonly provider?: {
    readonly databaseId?: number;
    readonly name?: string;
    readonly services?: ReadonlyArray<string>;
    readonly startingPrice?: number;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly provider: {
      readonly databaseId: number;
      readonly id: string;
      readonly name?: string;
      readonly services?: ReadonlyArray<string>;
      readonly startingPrice?: number;
    } | null | undefined;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_query" | "BookSlotDialog_query">;
};
export type AvailabilityPageQuery = {
  response: AvailabilityPageQuery$data;
  variables: AvailabilityPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "end"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mine"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "providerId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "providerNodeId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "start"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "theirs"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "services",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startingPrice",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Provider",
  "kind": "LinkedField",
  "name": "provider",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v8/*:: as any*/),
    {
      "condition": "mine",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/)
      ]
    }
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "providerNodeId"
  }
],
v14 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "type": "Provider",
  "abstractKey": null
},
v15 = {
  "kind": "Variable",
  "name": "end",
  "variableName": "end"
},
v16 = {
  "kind": "Variable",
  "name": "providerId",
  "variableName": "providerId"
},
v17 = {
  "kind": "Variable",
  "name": "start",
  "variableName": "start"
},
v18 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "today",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "timeZone",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TimeSlot",
    "kind": "LinkedField",
    "name": "slots",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "durationMinutes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailabilityPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "theirs",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "provider",
            "args": (v13/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": [
          (v15/*:: as any*/),
          {
            "kind": "Variable",
            "name": "mine",
            "variableName": "mine"
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "kind": "Variable",
            "name": "theirs",
            "variableName": "theirs"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AvailabilityCalendar_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BookSlotDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AvailabilityPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v12/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceAddress",
            "kind": "LinkedField",
            "name": "lastServiceAddress",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "street",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postalCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "City",
                "kind": "LinkedField",
                "name": "city",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "provinceCode",
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "theirs",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "provider",
            "args": (v13/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "concreteType": "AvailabilityCalendar",
            "kind": "LinkedField",
            "name": "availability",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "mine",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              (v15/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "concreteType": "AvailabilityCalendar",
            "kind": "LinkedField",
            "name": "viewerAvailability",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "696fce247bc245c28ff6b4330d8f6ddc3f4a5adb76e7e3322e2b06e4588c242a",
    "metadata": {},
    "name": "AvailabilityPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2080c9d4a2f62a86eef07d2ffb3c1a03";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
