/**
 * @generated SignedSource<<596ffd84e22f256f376d2a78c79747aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
export type RescheduleStatus = "ACCEPTED" | "DECLINED" | "LAPSED" | "PENDING" | "WITHDRAWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BookingMoves_booking$data = {
  readonly id: string;
  readonly movable: boolean;
  readonly preferredDate: string;
  readonly provider: {
    readonly id: string;
  };
  readonly reschedules: ReadonlyArray<{
    readonly answerBy: any;
    readonly databaseId: number;
    readonly proposedBy: BookingParty;
    readonly status: RescheduleStatus;
    readonly toDate: string;
    readonly toTime: string;
    readonly " $fragmentSpreads": FragmentRefs<"MoveHistory_reschedule">;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingMoves_booking",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
          "name": "proposedBy",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toTime",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MoveHistory_reschedule"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "217fe5bc52473cedbd6f027e73c8bfa6";

export default node;
