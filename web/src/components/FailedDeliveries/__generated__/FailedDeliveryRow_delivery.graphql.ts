/**
 * @generated SignedSource<<d65fde4bf122351a9c65172d49cebe8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DeliveryChannel = "EMAIL" | "PUSH" | "%future added value";
export type NotificationKind = "BOOKING_ABSENCE_DECIDED" | "BOOKING_ABSENCE_DISPUTED" | "BOOKING_ABSENCE_REPORTED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "BOOKING_MESSAGE" | "BOOKING_MOVED" | "BOOKING_MOVE_DECLINED" | "BOOKING_MOVE_PROPOSED" | "BOOKING_REMINDER" | "BOOKING_STATUS_CHANGED" | "CONTACT_MESSAGE_RECEIVED" | "EMAIL_CHANGED" | "LISTING_CHANGE_DECIDED" | "PASSWORD_CHANGED" | "PAYMENT_FAILED" | "PAYMENT_SETTLED" | "PAYMENT_UNDERPAID" | "PROVIDER_REINSTATED" | "PROVIDER_SUSPENDED" | "RECURRING_BOOKING_CREATED" | "REFUND_FAILED" | "REFUND_ISSUED" | "REGISTRATION_APPROVED" | "REGISTRATION_RECEIVED" | "REGISTRATION_REJECTED" | "SCHEDULE_PRICE_ANSWERED" | "SCHEDULE_PRICE_PROPOSED" | "TWO_FACTOR_CHANGED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FailedDeliveryRow_delivery$data = {
  readonly attempts: number;
  readonly channel: DeliveryChannel;
  readonly finishedAt: any | null | undefined;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly lastError: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "FailedDeliveryRow_delivery";
};
export type FailedDeliveryRow_delivery$key = {
  readonly " $data"?: FailedDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"FailedDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FailedDeliveryRow_delivery",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedAt",
      "storageKey": null
    }
  ],
  "type": "NotificationDelivery",
  "abstractKey": null
};

(node as any).hash = "43b98a000a8b19e3fd648a3937a8536f";

export default node;
