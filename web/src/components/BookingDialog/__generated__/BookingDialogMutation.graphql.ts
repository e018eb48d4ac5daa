/**
 * @generated SignedSource<<1809eeb0ef0bf14c37224eedf44b9224>>
 * @relayHash 909b46e6b10e5a44ceddd13de4c73c4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6a04dadd0a36436e402f9dc3fd037ccc19fd962bb1441abca16c60c3bb1c9c1

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
export type CreateBookingInput = {
  address: ServiceAddressInput;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  idempotencyKey?: string | null | undefined;
  preferredDate: string;
  preferredTime: string;
  providerId: string;
  serviceDetails?: string | null | undefined;
  serviceType: string;
  specialInstructions?: string | null | undefined;
};
export type ServiceAddressInput = {
  cityId: string;
  postalCode: string;
  street: string;
  unit?: string | null | undefined;
};
export type BookingDialogMutation$variables = {
  input: CreateBookingInput;
};
export type BookingDialogMutation$data = {
  readonly createBooking: {
    readonly __typename: string;
    readonly databaseId?: number;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly status?: BookingStatus;
  };
};
export type BookingDialogMutation = {
  response: BookingDialogMutation$data;
  variables: BookingDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createBooking",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
          }
        ],
        "type": "CreateBookingPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookingDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a6a04dadd0a36436e402f9dc3fd037ccc19fd962bb1441abca16c60c3bb1c9c1",
    "metadata": {},
    "name": "BookingDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03d7d2e458d1a2e475b5a830355896c2";

export default node;
