/**
 * @generated SignedSource<<7f18fa89dc2868e9d30571126c3def32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type NoShowStatus = "DISPUTED" | "OVERTURNED" | "REPORTED" | "UPHELD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NoShowPanel_report$data = {
  readonly absentParty: BookingParty;
  readonly decisionNote: string | null | undefined;
  readonly disputeBy: any;
  readonly disputeNote: string | null | undefined;
  readonly fee: number;
  readonly refund: number;
  readonly status: NoShowStatus;
  readonly " $fragmentType": "NoShowPanel_report";
};
export type NoShowPanel_report$key = {
  readonly " $data"?: NoShowPanel_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoShowPanel_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoShowPanel_report",
  "selections": [
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
      "name": "status",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeBy",
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
      "name": "decisionNote",
      "storageKey": null
    }
  ],
  "type": "NoShow",
  "abstractKey": null
};

(node as any).hash = "47e294afc0c6187552435329ea813705";

export default node;
