/**
 * @generated SignedSource<<d72fdf112abf9c4eac71d43a86935354>>
 * @relayHash 347daf38bd41d745143e6f7e43952f81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebf3611cfdbbb055bbbcfb060ccabce4d1167b419724121e75685cb601a45048

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveryChannel = "EMAIL" | "PUSH" | "%future added value";
export type NotificationKind = "BOOKING_ABSENCE_DECIDED" | "BOOKING_ABSENCE_DISPUTED" | "BOOKING_ABSENCE_REPORTED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "BOOKING_MESSAGE" | "BOOKING_MOVED" | "BOOKING_MOVE_DECLINED" | "BOOKING_MOVE_PROPOSED" | "BOOKING_REMINDER" | "BOOKING_STATUS_CHANGED" | "CONTACT_MESSAGE_RECEIVED" | "EMAIL_CHANGED" | "LISTING_CHANGE_DECIDED" | "PASSWORD_CHANGED" | "PAYMENT_FAILED" | "PAYMENT_SETTLED" | "PAYMENT_UNDERPAID" | "PROVIDER_REINSTATED" | "PROVIDER_SUSPENDED" | "RECURRING_BOOKING_CREATED" | "REFUND_FAILED" | "REFUND_ISSUED" | "REGISTRATION_APPROVED" | "REGISTRATION_RECEIVED" | "REGISTRATION_REJECTED" | "SCHEDULE_PRICE_ANSWERED" | "SCHEDULE_PRICE_PROPOSED" | "TWO_FACTOR_CHANGED" | "%future added value";
export type SetNotificationPreferencesInput = {
  changes: ReadonlyArray<NotificationPreferenceChange>;
};
export type NotificationPreferenceChange = {
  channel: DeliveryChannel;
  enabled: boolean;
  kind: NotificationKind;
};
export type NotificationsSectionMutation$variables = {
  input: SetNotificationPreferencesInput;
};
export type NotificationsSectionMutation$data = {
  readonly setNotificationPreferences: {
    readonly __typename: "SetNotificationPreferencesPayload";
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_viewer">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type NotificationsSectionMutation = {
  response: NotificationsSectionMutation$data;
  variables: NotificationsSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setNotificationPreferences",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NotificationsSection_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetNotificationPreferencesPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setNotificationPreferences",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "SetNotificationPreferencesPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ebf3611cfdbbb055bbbcfb060ccabce4d1167b419724121e75685cb601a45048",
    "metadata": {},
    "name": "NotificationsSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "706f8078c5e87468db9cbd1e4ca8868e";

export default node;
