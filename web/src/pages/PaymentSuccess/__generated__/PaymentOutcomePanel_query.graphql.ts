/**
 * @generated SignedSource<<384fec847f379548e24317c5239026b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentOutcomeStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentOutcomePanel_query$data = {
  readonly paymentOutcome: {
    readonly __typename: string;
    readonly failureMessage?: string | null | undefined;
    readonly isRecurring?: boolean;
    readonly message?: string;
    readonly status?: PaymentOutcomeStatus;
  };
  readonly " $fragmentType": "PaymentOutcomePanel_query";
};
export type PaymentOutcomePanel_query$key = {
  readonly " $data"?: PaymentOutcomePanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOutcomePanel_query">;
};

import PaymentOutcomePanelRefetchQuery_graphql from './PaymentOutcomePanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "bookingId"
    },
    {
      "kind": "RootArgument",
      "name": "scheduleId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": PaymentOutcomePanelRefetchQuery_graphql
    }
  },
  "name": "PaymentOutcomePanel_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "da940df5a885baf49660697538564472";

export default node;
