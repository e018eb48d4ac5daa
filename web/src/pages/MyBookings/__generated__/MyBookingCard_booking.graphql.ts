/**
 * @generated SignedSource<<15bc6a26723fe1a7f7ee6d26849bf769>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyBookingCard_booking$data = {
  readonly actualPrice: number | null | undefined;
  readonly estimatedPrice: number | null | undefined;
  readonly id: string;
  readonly nextStatuses: ReadonlyArray<BookingStatus>;
  readonly preferredDate: string;
  readonly preferredTime: string;
  readonly provider: {
    readonly name: string;
  };
  readonly serviceType: string;
  readonly status: BookingStatus;
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
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "a06e9900aa106a44fc714a0becf74e30";

export default node;
