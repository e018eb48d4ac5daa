/**
 * @generated SignedSource<<6d903d0911c53fa2426d7cd3b616944e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ListingField = "businessType" | "description" | "email" | "isMobileService" | "name" | "phone" | "replyWithinHours" | "serviceRadiusKm" | "services" | "specialties" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PendingListingChange_change$data = {
  readonly changes: ReadonlyArray<{
    readonly field: ListingField;
    readonly to: {
      readonly text: string | null | undefined;
    };
  }>;
  readonly createdAt: any;
  readonly " $fragmentType": "PendingListingChange_change";
};
export type PendingListingChange_change$key = {
  readonly " $data"?: PendingListingChange_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingListingChange_change">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingListingChange_change",
  "selections": [
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
    }
  ],
  "type": "ListingChange",
  "abstractKey": null
};

(node as any).hash = "bb399d012fec65fca58c3e739ba7f22f";

export default node;
