/**
 * @generated SignedSource<<380644372aba6dc4c3ca3085d9cbd701>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminPendingProviderCard_provider$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPendingProviderTabs_provider">;
  readonly " $fragmentType": "AdminPendingProviderCard_provider";
};
export type AdminPendingProviderCard_provider$key = {
  readonly " $data"?: AdminPendingProviderCard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPendingProviderCard_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPendingProviderCard_provider",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminPendingProviderTabs_provider"
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "3f101cb04c7e627f00c742a58efd1eb2";

export default node;
