/**
 * @generated SignedSource<<b77b05d6f2efbba400f6af67594b0860>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CitiesResults_query$data = {
  readonly allCities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CityListItem_city">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly tier1: {
    readonly " $fragmentSpreads": FragmentRefs<"TierCard_cities">;
  };
  readonly tier2: {
    readonly " $fragmentSpreads": FragmentRefs<"TierCard_cities">;
  };
  readonly tier3: {
    readonly " $fragmentSpreads": FragmentRefs<"TierCard_cities">;
  };
  readonly tier4: {
    readonly " $fragmentSpreads": FragmentRefs<"TierCard_cities">;
  };
  readonly " $fragmentType": "CitiesResults_query";
};
export type CitiesResults_query$key = {
  readonly " $data"?: CitiesResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CitiesResults_query">;
};

import CitiesResultsPaginationQuery_graphql from './CitiesResultsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "allCities"
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 3
},
v2 = {
  "kind": "Variable",
  "name": "province",
  "variableName": "province"
},
v3 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TierCard_cities"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 100,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "province"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tier"
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
      "operation": CitiesResultsPaginationQuery_graphql
    }
  },
  "name": "CitiesResults_query",
  "selections": [
    {
      "alias": "tier1",
      "args": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Literal",
          "name": "tier",
          "value": 1
        }
      ],
      "concreteType": "CityConnection",
      "kind": "LinkedField",
      "name": "cities",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "tier2",
      "args": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Literal",
          "name": "tier",
          "value": 2
        }
      ],
      "concreteType": "CityConnection",
      "kind": "LinkedField",
      "name": "cities",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "tier3",
      "args": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Literal",
          "name": "tier",
          "value": 3
        }
      ],
      "concreteType": "CityConnection",
      "kind": "LinkedField",
      "name": "cities",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "tier4",
      "args": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Literal",
          "name": "tier",
          "value": 4
        }
      ],
      "concreteType": "CityConnection",
      "kind": "LinkedField",
      "name": "cities",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "allCities",
      "args": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Variable",
          "name": "tier",
          "variableName": "tier"
        }
      ],
      "concreteType": "CityConnection",
      "kind": "LinkedField",
      "name": "__CitiesResults_allCities_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CityEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "City",
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
                  "name": "CityListItem_city"
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

(node as any).hash = "8e3a96add8c24ef66acb435aceb1a85f";

export default node;
