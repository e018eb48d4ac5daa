/**
 * @generated SignedSource<<2e693141447d8d7b34710ee0371f6154>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
export type PaymentStatus = "COMPLETED" | "FAILED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyBookingCard_booking$data = {
  readonly actualPrice: number | null | undefined;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly databaseId: number;
  readonly estimatedPrice: number | null | undefined;
  readonly formattedAddress: string | null | undefined;
  readonly id: string;
  readonly nextStatuses: ReadonlyArray<BookingStatus>;
  readonly payment: {
    readonly documents: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PaymentDocuments_documents">;
    }>;
    readonly paymentStatus: PaymentStatus;
  } | null | undefined;
  readonly preferredDate: string;
  readonly preferredTime: string;
  readonly provider: {
    readonly name: string;
  };
  readonly review: {
    readonly rating: number;
  } | null | undefined;
  readonly reviewableUntil: any | null | undefined;
  readonly serviceDetails: string;
  readonly serviceType: string;
  readonly status: BookingStatus;
  readonly " $fragmentSpreads": FragmentRefs<"BookingMoves_booking" | "BookingNoShow_booking">;
  readonly " $fragmentType": "MyBookingCard_booking";
};
export type MyBookingCard_booking$key = {
  readonly " $data"?: MyBookingCard_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyBookingCard_booking">;
};

import MyBookingCardRefetchQuery_graphql from './MyBookingCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MyBookingCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MyBookingCard_booking",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStatuses",
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
      "kind": "ScalarField",
      "name": "preferredTime",
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
      "name": "serviceDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formattedAddress",
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
      "kind": "ScalarField",
      "name": "customerEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actualPrice",
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
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewableUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Review",
      "kind": "LinkedField",
      "name": "review",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingMoves_booking"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingNoShow_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "6c32bd65eae52e48e17cb86c94c89768";

export default node;
