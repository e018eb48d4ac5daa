/**
 * @generated SignedSource<<922125825f89009cf25066615a4c75de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HeaderRoleLinks_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "HeaderRoleLinks_viewer";
};
export type HeaderRoleLinks_viewer$key = {
  readonly " $data"?: HeaderRoleLinks_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderRoleLinks_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderRoleLinks_viewer",
  "selections": [
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

(node as any).hash = "58d9bf52339c2eaf46112f2821d2eb8f";

export default node;
