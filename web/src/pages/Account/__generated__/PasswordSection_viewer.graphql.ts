/**
 * @generated SignedSource<<db9f7d672d6298a5900479fc624fc9f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PasswordSection_viewer$data = {
  readonly email: string;
  readonly " $fragmentType": "PasswordSection_viewer";
};
export type PasswordSection_viewer$key = {
  readonly " $data"?: PasswordSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasswordSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c24618541c206204b916a723e74dc2e1";

export default node;
