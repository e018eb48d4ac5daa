/**
 * @generated SignedSource<<0380c3a53ba741459a70104980fd2e62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ListingChangeStatus = "APPROVED" | "PENDING" | "PUBLISHED" | "REJECTED" | "WITHDRAWN" | "%future added value";
export type ListingField = "businessType" | "description" | "email" | "isMobileService" | "name" | "phone" | "replyWithinHours" | "serviceRadiusKm" | "services" | "specialties" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ListingHistory_provider$data = {
  readonly id: string;
  readonly listingChanges: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly changedBy: string | null | undefined;
        readonly changes: ReadonlyArray<{
          readonly field: ListingField;
          readonly from: {
            readonly flag: boolean | null | undefined;
            readonly number: number | null | undefined;
            readonly services: ReadonlyArray<{
              readonly priceCents: number;
              readonly serviceType: string;
            }> | null | undefined;
            readonly text: string | null | undefined;
            readonly texts: ReadonlyArray<string> | null | undefined;
          } | null | undefined;
          readonly to: {
            readonly flag: boolean | null | undefined;
            readonly number: number | null | undefined;
            readonly services: ReadonlyArray<{
              readonly priceCents: number;
              readonly serviceType: string;
            }> | null | undefined;
            readonly text: string | null | undefined;
            readonly texts: ReadonlyArray<string> | null | undefined;
          };
        }>;
        readonly createdAt: any;
        readonly databaseId: number;
        readonly decisionNote: string | null | undefined;
        readonly status: ListingChangeStatus;
      };
    }>;
  };
  readonly " $fragmentType": "ListingHistory_provider";
};
export type ListingHistory_provider$key = {
  readonly " $data"?: ListingHistory_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingHistory_provider">;
};

import ListingHistoryPaginationQuery_graphql from './ListingHistoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "listingChanges"
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "number",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "flag",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "texts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ListingServicePrice",
    "kind": "LinkedField",
    "name": "services",
    "plural": true,
    "selections": [
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
        "name": "priceCents",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
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
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ListingHistoryPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ListingHistory_provider",
  "selections": [
    {
      "alias": "listingChanges",
      "args": null,
      "concreteType": "ProviderListingChangesConnection",
      "kind": "LinkedField",
      "name": "__ListingHistory_listingChanges_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProviderListingChangesConnectionEdge",
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
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "changedBy",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "decisionNote",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ListingFieldChange",
                  "kind": "LinkedField",
                  "name": "changes",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "field",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ListingValue",
                      "kind": "LinkedField",
                      "name": "from",
                      "plural": false,
                      "selections": (v1/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ListingValue",
                      "kind": "LinkedField",
                      "name": "to",
                      "plural": false,
                      "selections": (v1/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};
})();

(node as any).hash = "0e412771f818ae186051aa6230935b4f";

export default node;
