/**
 * @generated SignedSource<<aa6bb098e1f755b17b8a5fcc3b1c4c70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
export type CancellationWindow = "FREE" | "LATE" | "%future added value";
export type PaymentStatus = "COMPLETED" | "FAILED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GuestBookingDetails_booking$data = {
  readonly address: string | null | undefined;
  readonly amountPaid: number;
  readonly canPay: boolean;
  readonly cancellation: {
    readonly fee: number;
    readonly freeUntil: any;
    readonly paid: number;
    readonly refund: number;
    readonly window: CancellationWindow;
  } | null | undefined;
  readonly cancellationFee: number | null | undefined;
  readonly cancelledAt: any | null | undefined;
  readonly cancelledByYou: boolean;
  readonly date: string;
  readonly documents: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PaymentDocuments_documents">;
  }>;
  readonly expiresAt: any;
  readonly id: string;
  readonly paymentStatus: PaymentStatus | null | undefined;
  readonly price: number | null | undefined;
  readonly providerEmail: string;
  readonly providerName: string;
  readonly providerPhone: string;
  readonly refundedAmount: number;
  readonly serviceDetails: string;
  readonly serviceName: string;
  readonly status: BookingStatus;
  readonly time: string;
  readonly timeZone: string;
  readonly " $fragmentSpreads": FragmentRefs<"GuestBookingMoves_booking" | "GuestBookingNoShow_booking">;
  readonly " $fragmentType": "GuestBookingDetails_booking";
};
export type GuestBookingDetails_booking$key = {
  readonly " $data"?: GuestBookingDetails_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuestBookingDetails_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuestBookingDetails_booking",
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
      "name": "expiresAt",
      "storageKey": null
    },
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
      "name": "providerPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
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
      "name": "price",
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
      "name": "amountPaid",
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
      "concreteType": "PaymentDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentDocuments_documents"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelledByYou",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellationFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canPay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GuestCancellationPreview",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "window",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paid",
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
          "name": "fee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freeUntil",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GuestBookingMoves_booking"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GuestBookingNoShow_booking"
    }
  ],
  "type": "GuestBooking",
  "abstractKey": null
};

(node as any).hash = "2437373dbe8ec34cdf9d840e565165b1";

export default node;
