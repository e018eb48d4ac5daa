/**
 * @generated SignedSource<<9123f07b67eb91fe35f6c0f49165c50b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequireRole_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "RequireRole_viewer";
};
export type RequireRole_viewer$key = {
  readonly " $data"?: RequireRole_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequireRole_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequireRole_viewer",
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

(node as any).hash = "d4ac11a52ed5a3cf8494af90bb70b1db";

export default node;
