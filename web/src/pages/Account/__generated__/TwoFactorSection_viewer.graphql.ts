/**
 * @generated SignedSource<<3e9603d5a34ed836b49cfae1c13b147a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_viewer$data = {
  readonly id: string;
  readonly recoveryCodesLeft: number | null | undefined;
  readonly role: Role;
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "TwoFactorSection_viewer";
};
export type TwoFactorSection_viewer$key = {
  readonly " $data"?: TwoFactorSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_viewer",
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
      "name": "recoveryCodesLeft",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4c0aa49acbe49bf8d2212243e84cbef0";

export default node;
