/**
 * @generated SignedSource<<5f3f28ddc32957c0544a1f790d675d18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvailabilityCalendar_query$data = {
  readonly availability?: {
    readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_week">;
  };
  readonly viewerAvailability?: {
    readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_week">;
  } | null | undefined;
  readonly " $fragmentType": "AvailabilityCalendar_query";
};
export type AvailabilityCalendar_query$key = {
  readonly " $data"?: AvailabilityCalendar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_query">;
};

import AvailabilityCalendarRefetchQuery_graphql from './AvailabilityCalendarRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "end",
  "variableName": "end"
},
v1 = {
  "kind": "Variable",
  "name": "start",
  "variableName": "start"
},
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "AvailabilityCalendar_week"
  }
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AvailabilityCalendarRefetchQuery_graphql
    }
  },
  "name": "AvailabilityCalendar_query",
  "selections": [
    {
      "condition": "mine",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "concreteType": "AvailabilityCalendar",
          "kind": "LinkedField",
          "name": "viewerAvailability",
          "plural": false,
          "selections": (v2/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "kind": "Variable",
              "name": "providerId",
              "variableName": "providerId"
            },
            (v1/*:: as any*/)
          ],
          "concreteType": "AvailabilityCalendar",
          "kind": "LinkedField",
          "name": "availability",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "01484755cba016af1daa88e7d1c24fc1";

export default node;
