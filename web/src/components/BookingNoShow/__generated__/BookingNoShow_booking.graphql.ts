/**
 * @generated SignedSource<<8d3bb532afea74a513e86fa4234602d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingNoShow_booking$data = {
  readonly absence: {
    readonly " $fragmentSpreads": FragmentRefs<"NoShowPanel_report">;
  } | null | undefined;
  readonly id: string;
  readonly noShowReportable: boolean;
  readonly " $fragmentType": "BookingNoShow_booking";
};
export type BookingNoShow_booking$key = {
  readonly " $data"?: BookingNoShow_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingNoShow_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingNoShow_booking",
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
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "d68d51dcaf9dda80f615fffe9bb9e7cf";

export default node;
