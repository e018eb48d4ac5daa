/**
 * @generated SignedSource<<1340e32995c2817738760523cf5e7d79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderUpcomingBookings_query$data = {
  readonly providerDashboard: {
    readonly upcomingBookings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ProviderBookingCard_booking">;
        };
      }>;
    };
  };
  readonly " $fragmentType": "ProviderUpcomingBookings_query";
};
export type ProviderUpcomingBookings_query$key = {
  readonly " $data"?: ProviderUpcomingBookings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderUpcomingBookings_query">;
};

import ProviderUpcomingBookingsPaginationQuery_graphql from './ProviderUpcomingBookingsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "providerDashboard",
  "upcomingBookings"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "providerId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ProviderUpcomingBookingsPaginationQuery_graphql
    }
  },
  "name": "ProviderUpcomingBookings_query",
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
          "alias": "upcomingBookings",
          "args": null,
          "concreteType": "ProviderDashboardUpcomingBookingsConnection",
          "kind": "LinkedField",
          "name": "__ProviderUpcomingBookings_upcomingBookings_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ProviderDashboardUpcomingBookingsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Booking",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProviderBookingCard_booking"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
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
})();

(node as any).hash = "61df068d34d2df8629871604e9a46146";

export default node;
