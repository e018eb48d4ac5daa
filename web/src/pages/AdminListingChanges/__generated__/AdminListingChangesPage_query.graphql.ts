/**
 * @generated SignedSource<<337e539e5d2c1e74fe08ad27756cbfb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminListingChangesPage_query$data = {
  readonly pendingListingChanges: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly " $fragmentSpreads": FragmentRefs<"ListingChangeCard_change">;
      };
    }>;
  };
  readonly " $fragmentType": "AdminListingChangesPage_query";
};
export type AdminListingChangesPage_query$key = {
  readonly " $data"?: AdminListingChangesPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminListingChangesPage_query">;
};

import AdminListingChangesPaginationQuery_graphql from './AdminListingChangesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "pendingListingChanges"
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
      "operation": AdminListingChangesPaginationQuery_graphql
    }
  },
  "name": "AdminListingChangesPage_query",
  "selections": [
    {
      "alias": "pendingListingChanges",
      "args": null,
      "concreteType": "PendingListingChangeConnection",
      "kind": "LinkedField",
      "name": "__AdminListingChangesPage_pendingListingChanges_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PendingListingChangeEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ListingChange",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "databaseId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ListingChangeCard_change"
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "05c2efbd2ca10664de8432a4df8ecc49";

export default node;
