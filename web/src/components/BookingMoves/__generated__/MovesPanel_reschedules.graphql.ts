/**
 * @generated SignedSource<<180edf0723706d4e8c3df39167fbd320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type RescheduleStatus = "ACCEPTED" | "DECLINED" | "LAPSED" | "PENDING" | "WITHDRAWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MovesPanel_reschedules$data = ReadonlyArray<{
  readonly answerBy: any;
  readonly databaseId: number;
  readonly proposedBy: BookingParty;
  readonly status: RescheduleStatus;
  readonly toDate: string;
  readonly toTime: string;
  readonly " $fragmentSpreads": FragmentRefs<"MoveHistory_reschedule">;
  readonly " $fragmentType": "MovesPanel_reschedules";
}>;
export type MovesPanel_reschedules$key = ReadonlyArray<{
  readonly " $data"?: MovesPanel_reschedules$data;
  readonly " $fragmentSpreads": FragmentRefs<"MovesPanel_reschedules">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MovesPanel_reschedules",
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
      "name": "status",
      "storageKey": null
    },
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
  "type": "BookingReschedule",
  "abstractKey": null
};

(node as any).hash = "eeacfaedbcb5e4105ce228a5def7628b";

export default node;
