/**
 * @generated SignedSource<<cdc4a67a2a914e7409f69005ac4037dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BookingMoves_booking$data = {
  readonly id: string;
  readonly movable: boolean;
  readonly preferredDate: string;
  readonly provider: {
    readonly id: string;
  };
  readonly reschedules: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MovesPanel_reschedules">;
  }>;
  readonly status: BookingStatus;
  readonly " $fragmentType": "BookingMoves_booking";
};
export type BookingMoves_booking$key = {
  readonly " $data"?: BookingMoves_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingMoves_booking">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingMoves_booking",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "movable",
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
      "concreteType": "Provider",
      "kind": "LinkedField",
      "name": "provider",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingReschedule",
      "kind": "LinkedField",
      "name": "reschedules",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MovesPanel_reschedules"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "2b059bb83799d5da29cb8c42fc3cddd6";

export default node;
