/**
 * @generated SignedSource<<2c519463d81b61621d5ade84085782bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ViewerMenu_viewer$data = {
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "ViewerMenu_viewer";
};
export type ViewerMenu_viewer$key = {
  readonly " $data"?: ViewerMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerMenu_viewer",
  "selections": [
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
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "285ccaebb5a9032228fa3075abe7e881";

export default node;
