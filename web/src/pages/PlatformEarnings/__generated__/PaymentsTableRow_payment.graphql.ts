/**
 * @generated SignedSource<<10691eadde4fb87dffa8f44cd20b827c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "COMPLETED" | "FAILED" | "PENDING" | "%future added value";
export type TransferStatus = "COMPLETED" | "FAILED" | "PENDING" | "TRANSFERRED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentsTableRow_payment$data = {
  readonly amountReceived: number | null | undefined;
  readonly createdAt: any;
  readonly customerName: string | null | undefined;
  readonly databaseId: number;
  readonly failureMessage: string | null | undefined;
  readonly id: string;
  readonly kind: string;
  readonly paymentStatus: PaymentStatus;
  readonly platformCommissionRate: number;
  readonly platformFee: number;
  readonly provider: {
    readonly name: string;
  } | null | undefined;
  readonly refundedAmount: number;
  readonly serviceType: string | null | undefined;
  readonly totalAmount: number;
  readonly transferStatus: TransferStatus;
  readonly underpaid: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"RefundDialog_payment">;
  readonly " $fragmentType": "PaymentsTableRow_payment";
};
export type PaymentsTableRow_payment$key = {
  readonly " $data"?: PaymentsTableRow_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentsTableRow_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentsTableRow_payment",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "name": "platformFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platformCommissionRate",
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
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transferStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "underpaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountReceived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureMessage",
      "storageKey": null
    },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RefundDialog_payment"
    }
  ],
  "type": "Payment",
  "abstractKey": null
};

(node as any).hash = "331abd1871778fbd8875044ba1e5e419";

export default node;
