/**
 * @generated SignedSource<<3295ef9352875684ece41ff8431fffc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ListingField = "businessType" | "description" | "email" | "isMobileService" | "name" | "phone" | "replyWithinHours" | "serviceRadiusKm" | "services" | "specialties" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ListingChangeCard_change$data = {
  readonly changedBy: string | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly field: ListingField;
    readonly from: {
      readonly text: string | null | undefined;
    } | null | undefined;
    readonly to: {
      readonly text: string | null | undefined;
    };
  }>;
  readonly createdAt: any;
  readonly databaseId: number;
  readonly provider: {
    readonly databaseId: number;
    readonly name: string;
    readonly profilePath: string;
  };
  readonly " $fragmentType": "ListingChangeCard_change";
};
export type ListingChangeCard_change$key = {
  readonly " $data"?: ListingChangeCard_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingChangeCard_change">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingChangeCard_change",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "changedBy",
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
          "name": "from",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ListingValue",
          "kind": "LinkedField",
          "name": "to",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Provider",
      "kind": "LinkedField",
      "name": "provider",
      "plural": false,
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
          "name": "profilePath",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ListingChange",
  "abstractKey": null
};
})();

(node as any).hash = "82e0b4289d1a0dc55bb08fc753e73e5b";

export default node;
