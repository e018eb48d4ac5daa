/**
 * @generated SignedSource<<9d6bd9a4ef49bd564fd0debca1e8f6ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NoShowCard_noShow$data = {
  readonly absentParty: BookingParty;
  readonly booking: {
    readonly customerName: string;
    readonly databaseId: number;
    readonly preferredDate: string;
    readonly preferredTime: string;
    readonly provider: {
      readonly name: string;
    };
    readonly serviceType: string;
  };
  readonly databaseId: number;
  readonly disputeNote: string | null | undefined;
  readonly disputedAt: any | null | undefined;
  readonly fee: number;
  readonly refund: number;
  readonly reportedAt: any;
  readonly " $fragmentType": "NoShowCard_noShow";
} | null | undefined;
export type NoShowCard_noShow$key = {
  readonly " $data"?: NoShowCard_noShow$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoShowCard_noShow">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoShowCard_noShow",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "absentParty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refund",
      "storageKey": null
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "booking",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "preferredDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preferredTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerName",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "LOG"
    }
  ],
  "type": "NoShow",
  "abstractKey": null
};
})();

(node as any).hash = "625526ef1fbdf9b963e3e14fd829943d";

export default node;
