/**
 * @generated SignedSource<<11b4fd807f1dfa76942d69753d98f49e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type RescheduleStatus = "ACCEPTED" | "DECLINED" | "LAPSED" | "PENDING" | "WITHDRAWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MoveHistory_reschedule$data = ReadonlyArray<{
  readonly createdAt: any;
  readonly databaseId: number;
  readonly fromDate: string;
  readonly fromTime: string;
  readonly immediate: boolean;
  readonly proposedBy: BookingParty;
  readonly refundedAmount: number;
  readonly status: RescheduleStatus;
  readonly toDate: string;
  readonly toTime: string;
  readonly " $fragmentType": "MoveHistory_reschedule";
}>;
export type MoveHistory_reschedule$key = ReadonlyArray<{
  readonly " $data"?: MoveHistory_reschedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoveHistory_reschedule">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MoveHistory_reschedule",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromTime",
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
      "name": "immediate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundedAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "BookingReschedule",
  "abstractKey": null
};

(node as any).hash = "da2828c0f062518a65db03b2901cab28";

export default node;
