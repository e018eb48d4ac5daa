/**
 * @generated SignedSource<<38816b9da1391d0bdaa84d4bf5d4e007>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderDashboard_query$data = {
  readonly providerDashboard: {
    readonly provider: {
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_provider" | "FeeStatementsCard_provider" | "TaxProfileCard_provider">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ProviderDashboardHeader_dashboard" | "ProviderDashboardTabs_dashboard" | "ProviderStatCards_dashboard">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PayoutsCard_query" | "ProviderSchedules_query" | "ProviderUpcomingBookings_query">;
  readonly " $fragmentType": "ProviderDashboard_query";
};
export type ProviderDashboard_query$key = {
  readonly " $data"?: ProviderDashboard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderDashboard_query">;
};

import ProviderDashboardRefetchQuery_graphql from './ProviderDashboardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "providerId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ProviderDashboardRefetchQuery_graphql
    }
  },
  "name": "ProviderDashboard_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "providerId",
          "variableName": "providerId"
        }
      ],
      "concreteType": "ProviderDashboard",
      "kind": "LinkedField",
      "name": "providerDashboard",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProviderDashboardHeader_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProviderStatCards_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProviderDashboardTabs_dashboard"
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "CalendarFeedCard_provider"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "TaxProfileCard_provider"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FeeStatementsCard_provider"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProviderUpcomingBookings_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProviderSchedules_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayoutsCard_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e1ac47a068e752b796f7d8350dee69bb";

export default node;
