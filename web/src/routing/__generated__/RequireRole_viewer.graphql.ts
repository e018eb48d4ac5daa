/**
 * @generated SignedSource<<8d65d4b61183eed3c3cc5f9895bbf12a>>
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
  readonly secondFactorVerified: boolean;
  readonly twoFactorEnabled: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondFactorVerified",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "101974dad05f63bd22ccac25689f42ad";

export default node;
