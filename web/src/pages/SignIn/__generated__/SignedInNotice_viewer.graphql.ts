/**
 * @generated SignedSource<<842e3954cdd15af6a3341524ddc75a72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SignedInNotice_viewer$data = {
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "SignedInNotice_viewer";
};
export type SignedInNotice_viewer$key = {
  readonly " $data"?: SignedInNotice_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignedInNotice_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignedInNotice_viewer",
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

(node as any).hash = "837fa43bf119f9508b65de70a55e683e";

export default node;
