/**
 * @generated SignedSource<<35993e314d488b170c0caaf93914ed68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AllCitiesLink_query$data = {
  readonly marketplaceFigures: {
    readonly cities: number;
  };
  readonly " $fragmentType": "AllCitiesLink_query";
};
export type AllCitiesLink_query$key = {
  readonly " $data"?: AllCitiesLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllCitiesLink_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllCitiesLink_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketplaceFigures",
      "kind": "LinkedField",
      "name": "marketplaceFigures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cities",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c1646f9ffae36111601e508de41def70";

export default node;
