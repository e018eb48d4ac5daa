/**
 * @generated SignedSource<<2fed8d3aa0c16f167cac56e09f3397a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminPartnerTokenRow_token$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: any | null | undefined;
  readonly " $fragmentType": "AdminPartnerTokenRow_token";
};
export type AdminPartnerTokenRow_token$key = {
  readonly " $data"?: AdminPartnerTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPartnerTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPartnerTokenRow_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    }
  ],
  "type": "PartnerToken",
  "abstractKey": null
};

(node as any).hash = "e9219ffa7dbdbe402be3ade69d0a7271";

export default node;
