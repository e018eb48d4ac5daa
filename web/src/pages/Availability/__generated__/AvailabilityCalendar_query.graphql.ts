/**
 * @generated SignedSource<<d90b820a15cd81e6de07cd4b9f750efc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SlotState = "AVAILABLE" | "BOOKED" | "UNAVAILABLE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AvailabilityCalendar_query$data = {
  readonly availability: {
    readonly slots: ReadonlyArray<{
      readonly date: string;
      readonly id: string;
      readonly state: SlotState;
      readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySelectedAppointment_slot" | "AvailabilitySlot_slot">;
    }>;
    readonly timeZone: string;
    readonly today: string;
  };
  readonly " $fragmentType": "AvailabilityCalendar_query";
};
export type AvailabilityCalendar_query$key = {
  readonly " $data"?: AvailabilityCalendar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityCalendar_query">;
};

import AvailabilityCalendarRefetchQuery_graphql from './AvailabilityCalendarRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "end"
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
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "end",
          "variableName": "end"
        },
        {
          "kind": "Variable",
          "name": "providerId",
          "variableName": "providerId"
        },
        {
          "kind": "Variable",
          "name": "start",
          "variableName": "start"
        }
      ],
      "concreteType": "AvailabilityCalendar",
      "kind": "LinkedField",
      "name": "availability",
      "plural": false,
      "selections": [
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "AvailabilitySlot_slot"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AvailabilitySelectedAppointment_slot"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2a2194010ae21d921b9aac1a83007e07";

export default node;
