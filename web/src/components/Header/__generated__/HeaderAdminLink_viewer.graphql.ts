/**
 * @generated SignedSource<<c57ac46a901ef58051b5219df262e614>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HeaderAdminLink_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "HeaderAdminLink_viewer";
};
export type HeaderAdminLink_viewer$key = {
  readonly " $data"?: HeaderAdminLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderAdminLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderAdminLink_viewer",
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

(node as any).hash = "cd6643cdba39f55725b2203a886bebc5";

export default node;
