/**
 * @generated SignedSource<<900e205d1de60a6d823f451b2109cd86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddressFields_viewer$data = {
  readonly lastServiceAddress: {
    readonly city: {
      readonly databaseId: number;
      readonly displayName: string;
      readonly provinceCode: string;
    };
    readonly postalCode: string;
    readonly street: string;
    readonly unit: string;
  } | null | undefined;
  readonly " $fragmentType": "AddressFields_viewer";
};
export type AddressFields_viewer$key = {
  readonly " $data"?: AddressFields_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressFields_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressFields_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceAddress",
      "kind": "LinkedField",
      "name": "lastServiceAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postalCode",
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
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "provinceCode",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6a88acdd6ac069922844f5ffd51cf507";

export default node;
