/**
 * @generated SignedSource<<c0d9ccc93ed587e052bb9b086563e2cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderDashboardHeader_dashboard$data = {
  readonly provider: {
    readonly city: {
      readonly name: string;
      readonly province: string;
    };
    readonly databaseId: number;
    readonly name: string;
    readonly profilePath: string;
  };
  readonly timeZone: string;
  readonly today: string;
  readonly " $fragmentType": "ProviderDashboardHeader_dashboard";
};
export type ProviderDashboardHeader_dashboard$key = {
  readonly " $data"?: ProviderDashboardHeader_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderDashboardHeader_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderDashboardHeader_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
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
        (v0/*:: as any*/),
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
          "name": "profilePath",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "City",
          "kind": "LinkedField",
          "name": "city",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "province",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProviderDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "27f9296bddab07264ab542f8d6e4608b";

export default node;
