/**
 * @generated SignedSource<<409dffc232bac2bb7d14f688174a5ed3>>
 * @relayHash 44979e10779b48907d5ac9d529ca2f25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9afad6595d4077203f4596ff5c4e3348b9952f9d58829db35b4cc82aab0063a2

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
        readonly databaseId: number;
        readonly displayName: string;
        readonly id: string;
        readonly name: string;
        readonly province: string;
        readonly provinceCode: string;
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
                "name": "databaseId",
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
                "name": "provinceCode",
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
    "id": "9afad6595d4077203f4596ff5c4e3348b9952f9d58829db35b4cc82aab0063a2",
    "metadata": {},
    "name": "CityPickerResultsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4a4a08d81458119657e95b1dcad93db1";

export default node;
