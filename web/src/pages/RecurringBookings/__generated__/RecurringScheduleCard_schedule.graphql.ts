/**
 * @generated SignedSource<<4b413ff783ce0d96970035c611bab156>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ScheduleFrequency = "BIWEEKLY" | "MONTHLY" | "WEEKLY" | "%future added value";
export type ScheduleStatus = "ACTIVE" | "CANCELLED" | "PAUSED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RecurringScheduleCard_schedule$data = {
  readonly addressToConfirm: boolean;
  readonly completedCleanings: number;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly databaseId: number;
  readonly dayOfMonth: number | null | undefined;
  readonly dayOfWeek: number | null | undefined;
  readonly estimatedPrice: number;
  readonly formattedAddress: string | null | undefined;
  readonly frequency: ScheduleFrequency;
  readonly id: string;
  readonly nextCleaningDate: string | null | undefined;
  readonly pausedUntil: string | null | undefined;
  readonly preferredTime: string;
  readonly provider: {
    readonly name: string;
  };
  readonly serviceDetails: string;
  readonly serviceType: string;
  readonly status: ScheduleStatus;
  readonly subscriptionPaid: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"PriceProposalNotice_schedule">;
  readonly " $fragmentType": "RecurringScheduleCard_schedule";
};
export type RecurringScheduleCard_schedule$key = {
  readonly " $data"?: RecurringScheduleCard_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringScheduleCard_schedule">;
};

import RecurringScheduleCardRefetchQuery_graphql from './RecurringScheduleCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RecurringScheduleCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RecurringScheduleCard_schedule",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dayOfWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dayOfMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextCleaningDate",
      "storageKey": null
    },
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
      "name": "pausedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedCleanings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formattedAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressToConfirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Provider",
      "kind": "LinkedField",
      "name": "provider",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PriceProposalNotice_schedule"
    }
  ],
  "type": "RecurringSchedule",
  "abstractKey": null
};

(node as any).hash = "75c313d8aa8977566780ab10489c1c29";

export default node;
