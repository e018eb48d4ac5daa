/**
 * @generated SignedSource<<940d8d3e0111eba8fb1e14906f2e1f6c>>
 * @relayHash 83d03f12a92564dca9f9a0008b73da93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39340f13c8401d5e750fa6cf9bbe9d79fcb96d11b54b93ce8686091e4fd13006

import type { ConcreteRequest } from 'relay-runtime';
export type CityPickerResultsQuery$variables = {
  first: number;
  search?: string | null | undefined;
  tiers?: ReadonlyArray<number> | null | undefined;
};
export type CityPickerResultsQuery$data = {
  readonly cities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly name: string;
        readonly province: string;
      };
    }>;
  };
};
export type CityPickerResultsQuery = {
  response: CityPickerResultsQuery$data;
  variables: CityPickerResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tiers"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "tiers",
        "variableName": "tiers"
      }
    ],
    "concreteType": "CityConnection",
    "kind": "LinkedField",
    "name": "cities",
    "plural": false,
    "selections": [
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "province",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CityPickerResultsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CityPickerResultsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "39340f13c8401d5e750fa6cf9bbe9d79fcb96d11b54b93ce8686091e4fd13006",
    "metadata": {},
    "name": "CityPickerResultsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eda3abe3581a0ac8f0c15cb0769ef6dc";

export default node;
