/**
 * @generated SignedSource<<8a2fe60a19a0fc8816fd22a4c1a493cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
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
