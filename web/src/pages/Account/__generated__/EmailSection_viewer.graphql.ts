/**
 * @generated SignedSource<<ba190cf8328ec45241bbe343b7207036>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmailSection_viewer$data = {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly id: string;
  readonly pendingEmail: string | null | undefined;
  readonly " $fragmentType": "EmailSection_viewer";
};
export type EmailSection_viewer$key = {
  readonly " $data"?: EmailSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailSection_viewer",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "19c0fdb6a589a562f143d93ea5b1b271";

export default node;
