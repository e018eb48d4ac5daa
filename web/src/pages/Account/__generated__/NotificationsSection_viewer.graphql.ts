/**
 * @generated SignedSource<<eaf0b4157d0e8860446d8237b69c430d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationGroup = "BOOKINGS" | "MESSAGES" | "PAYMENTS" | "REGISTRATIONS" | "SCHEDULES" | "SECURITY" | "%future added value";
export type NotificationKind = "BOOKING_ABSENCE_DECIDED" | "BOOKING_ABSENCE_DISPUTED" | "BOOKING_ABSENCE_REPORTED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "BOOKING_MESSAGE" | "BOOKING_MOVED" | "BOOKING_MOVE_DECLINED" | "BOOKING_MOVE_PROPOSED" | "BOOKING_REMINDER" | "BOOKING_STATUS_CHANGED" | "CONTACT_MESSAGE_RECEIVED" | "EMAIL_CHANGED" | "LISTING_CHANGE_DECIDED" | "PASSWORD_CHANGED" | "PAYMENT_FAILED" | "PAYMENT_SETTLED" | "PAYMENT_UNDERPAID" | "PROVIDER_REINSTATED" | "PROVIDER_SUSPENDED" | "RECURRING_BOOKING_CREATED" | "REFUND_FAILED" | "REFUND_ISSUED" | "REGISTRATION_APPROVED" | "REGISTRATION_RECEIVED" | "REGISTRATION_REJECTED" | "SCHEDULE_PRICE_ANSWERED" | "SCHEDULE_PRICE_PROPOSED" | "TWO_FACTOR_CHANGED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationsSection_viewer$data = {
  readonly notificationPreferences: ReadonlyArray<{
    readonly email: boolean;
    readonly group: NotificationGroup;
    readonly kind: NotificationKind;
    readonly locked: boolean;
    readonly push: boolean;
  }>;
  readonly " $fragmentType": "NotificationsSection_viewer";
};
export type NotificationsSection_viewer$key = {
  readonly " $data"?: NotificationsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationPreference",
      "kind": "LinkedField",
      "name": "notificationPreferences",
      "plural": true,
      "selections": [
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
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "push",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e9fd79b44de863c4af5d0953c1d2585f";

export default node;
