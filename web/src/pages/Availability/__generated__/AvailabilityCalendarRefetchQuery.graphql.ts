/**
 * @generated SignedSource<<1739f1d789872189f364e686ae350904>>
 * @relayHash 022a9330785399f3925a624de09a6c06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ceb3e4ba766a9cb8b45a1b1afd1c3ec33abbf9adf1b893f822e48bb530e14872

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvailabilityCalendarRefetchQuery$variables = {
  end: string;
  mine: boolean;
  providerId: string;
  start: string;
  theirs: boolean;
};
export type AvailabilityCalendarRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_query">;
};
export type AvailabilityCalendarRefetchQuery = {
  response: AvailabilityCalendarRefetchQuery$data;
  variables: AvailabilityCalendarRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "end"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mine"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "providerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "start"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "theirs"
  }
],
v1 = {
  "kind": "Variable",
  "name": "end",
  "variableName": "end"
},
v2 = {
  "kind": "Variable",
  "name": "providerId",
  "variableName": "providerId"
},
v3 = {
  "kind": "Variable",
  "name": "start",
  "variableName": "start"
},
v4 = [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailabilityCalendarRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "mine",
            "variableName": "mine"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "theirs",
            "variableName": "theirs"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AvailabilityCalendar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AvailabilityCalendarRefetchQuery",
    "selections": [
      {
        "condition": "mine",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "concreteType": "AvailabilityCalendar",
            "kind": "LinkedField",
            "name": "viewerAvailability",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "theirs",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "concreteType": "AvailabilityCalendar",
            "kind": "LinkedField",
            "name": "availability",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "ceb3e4ba766a9cb8b45a1b1afd1c3ec33abbf9adf1b893f822e48bb530e14872",
    "metadata": {},
    "name": "AvailabilityCalendarRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "01484755cba016af1daa88e7d1c24fc1";

export default node;
