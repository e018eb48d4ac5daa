/**
 * @generated SignedSource<<76b5add5893e325480bc7331f7eec74a>>
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
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_provider" | "TaxProfileCard_provider">;
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

(node as any).hash = "9eb5cead733f9634d1231b068e133597";

export default node;
