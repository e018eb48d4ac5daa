/**
 * @generated SignedSource<<999d7f392ea141a04590a1f4eb8bfc3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountFields_viewer$data = {
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "AccountFields_viewer";
};
export type AccountFields_viewer$key = {
  readonly " $data"?: AccountFields_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountFields_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountFields_viewer",
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

(node as any).hash = "619ae8370f8a29f28387d38fe6d67c19";

export default node;
