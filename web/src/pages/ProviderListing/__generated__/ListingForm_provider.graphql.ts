/**
 * @generated SignedSource<<34ded00d524fd4ed4f061215ad72a163>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ListingField = "businessType" | "description" | "email" | "isMobileService" | "name" | "phone" | "replyWithinHours" | "serviceRadiusKm" | "services" | "specialties" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ListingForm_provider$data = {
  readonly businessType: {
    readonly slug: string;
  } | null | undefined;
  readonly description: string;
  readonly email: string;
  readonly id: string;
  readonly isMobileService: boolean;
  readonly name: string;
  readonly offeredServices: ReadonlyArray<{
    readonly priceCents: number;
    readonly serviceType: string;
  }>;
  readonly pendingListingChange: {
    readonly changes: ReadonlyArray<{
      readonly field: ListingField;
      readonly to: {
        readonly text: string | null | undefined;
      };
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"PendingListingChange_change">;
  } | null | undefined;
  readonly phone: string;
  readonly replyWithinHours: number;
  readonly serviceRadiusKm: number;
  readonly specialties: ReadonlyArray<string>;
  readonly " $fragmentType": "ListingForm_provider";
};
export type ListingForm_provider$key = {
  readonly " $data"?: ListingForm_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingForm_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingForm_provider",
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
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "businessType",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
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
      "concreteType": "ProviderService",
      "kind": "LinkedField",
      "name": "offeredServices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceCents",
          "storageKey": null
        }
      ],
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
      "name": "serviceRadiusKm",
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
      "name": "replyWithinHours",
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
      "concreteType": "ListingChange",
      "kind": "LinkedField",
      "name": "pendingListingChange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ListingFieldChange",
          "kind": "LinkedField",
          "name": "changes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ListingValue",
              "kind": "LinkedField",
              "name": "to",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "text",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PendingListingChange_change"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "4180921c89e70892115840b6e234d8a3";

export default node;
