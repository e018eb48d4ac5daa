/**
 * @generated SignedSource<<e5604101d420b92c70dc056c41e4a214>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GuestBookingNoShow_booking$data = {
  readonly absence: {
    readonly " $fragmentSpreads": FragmentRefs<"NoShowPanel_report">;
  } | null | undefined;
  readonly noShowReportable: boolean;
  readonly providerName: string;
  readonly " $fragmentType": "GuestBookingNoShow_booking";
};
export type GuestBookingNoShow_booking$key = {
  readonly " $data"?: GuestBookingNoShow_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuestBookingNoShow_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuestBookingNoShow_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noShowReportable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoShow",
      "kind": "LinkedField",
      "name": "absence",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NoShowPanel_report"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GuestBooking",
  "abstractKey": null
};

(node as any).hash = "ced1a10923919d9d47fe52ca62d8463d";

export default node;
