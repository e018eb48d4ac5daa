/**
 * @generated SignedSource<<a7e86ee95b6550da54f9bd00cf22f27c>>
 * @relayHash 8fa61f4fa466ef7064001f4bb4c8dcab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fa6fe611e530642e744b1a3c5b651c1b4af79378fa4a3842d7866ebff10b54b

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "IN_PROGRESS" | "%future added value";
export type BookTimeSlotInput = {
  address: ServiceAddressInput;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  idempotencyKey?: string | null | undefined;
  serviceDetails?: string | null | undefined;
  serviceType: string;
  specialInstructions?: string | null | undefined;
  timeSlotId: string;
};
export type ServiceAddressInput = {
  cityId: string;
  postalCode: string;
  street: string;
  unit?: string | null | undefined;
};
export type BookSlotDialogMutation$variables = {
  input: BookTimeSlotInput;
};
export type BookSlotDialogMutation$data = {
  readonly bookTimeSlot: {
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
export type BookSlotDialogMutation = {
  response: BookSlotDialogMutation$data;
  variables: BookSlotDialogMutation$variables;
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
    "name": "bookTimeSlot",
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
    "name": "BookSlotDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookSlotDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6fa6fe611e530642e744b1a3c5b651c1b4af79378fa4a3842d7866ebff10b54b",
    "metadata": {},
    "name": "BookSlotDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "338f4a9bd8f95da2dd829de7ed98feaf";

export default node;
