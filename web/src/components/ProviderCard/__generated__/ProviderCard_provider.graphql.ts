/**
 * @generated SignedSource<<3fdf380486a18dfb6d070b7015415905>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderCard_provider$data = {
  readonly availability: ReadonlyArray<string>;
  readonly databaseId: number;
  readonly description: string;
  readonly email: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly isCertified: boolean;
  readonly isMobileService: boolean;
  readonly name: string;
  readonly phone: string;
  readonly rating: number;
  readonly reviewCount: number;
  readonly serviceArea: string;
  readonly services: ReadonlyArray<string>;
  readonly specialties: ReadonlyArray<string>;
  readonly startingPrice: number;
  readonly " $fragmentType": "ProviderCard_provider";
};
export type ProviderCard_provider$key = {
  readonly " $data"?: ProviderCard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderCard_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderCard_provider",
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
      "name": "databaseId",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startingPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "services",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCertified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMobileService",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
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
      "name": "serviceArea",
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "c6c112048c76eec4dffeef833d0ef6ca";

export default node;
