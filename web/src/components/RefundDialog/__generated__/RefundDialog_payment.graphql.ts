/**
 * @generated SignedSource<<1d8f19703faa2e8c354a4c1d6cb526ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RefundDialog_payment$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly refundableAmount: number;
  readonly refundedAmount: number;
  readonly totalAmount: number;
  readonly " $fragmentType": "RefundDialog_payment";
};
export type RefundDialog_payment$key = {
  readonly " $data"?: RefundDialog_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundDialog_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefundDialog_payment",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
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
      "name": "refundableAmount",
      "storageKey": null
    }
  ],
  "type": "Payment",
  "abstractKey": null
};

(node as any).hash = "e672d0d0ad88e69e39fb37292c67cc62";

export default node;
