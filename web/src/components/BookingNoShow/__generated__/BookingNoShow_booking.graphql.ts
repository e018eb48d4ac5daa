/**
 * @generated SignedSource<<9e2e9946cec58b66a801cd6489791e80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type NoShowStatus = "DISPUTED" | "OVERTURNED" | "REPORTED" | "UPHELD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BookingNoShow_booking$data = {
  readonly absence: {
    readonly absentParty: BookingParty;
    readonly decisionNote: string | null | undefined;
    readonly disputeBy: any;
    readonly disputeNote: string | null | undefined;
    readonly fee: number;
    readonly refund: number;
    readonly status: NoShowStatus;
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
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "356321b00908ccdbcea7e7780fae5b6d";

export default node;
