/**
 * @generated SignedSource<<0c64feadbbf431b333fbb190a93057e4>>
 * @relayHash 6f217a3c399d3f024fca205c68cd55e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae653a3024f864f2d7fd1df794e2a2615e3653fe02cf2174ee7e9b8decb55747

import type { ConcreteRequest } from 'relay-runtime';
export type RegistrationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type RegisterBusinessInput = {
  address: string;
  businessName: string;
  businessType: string;
  city: string;
  description: string;
  email: string;
  idempotencyKey?: string | null | undefined;
  isInsured?: boolean | null | undefined;
  isMobile?: boolean | null | undefined;
  ownerName: string;
  password?: string | null | undefined;
  phone: string;
  postalCode: string;
  province: string;
  services: ReadonlyArray<string>;
  website?: string | null | undefined;
  yearsInBusiness?: number | null | undefined;
};
export type RegistrationFormMutation$variables = {
  input: RegisterBusinessInput;
};
export type RegistrationFormMutation$data = {
  readonly registerBusiness: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly registration?: {
      readonly id: string;
      readonly status: RegistrationStatus;
    };
  };
};
export type RegistrationFormMutation = {
  response: RegistrationFormMutation$data;
  variables: RegistrationFormMutation$variables;
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
    "name": "registerBusiness",
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
            "concreteType": "BusinessRegistration",
            "kind": "LinkedField",
            "name": "registration",
            "plural": false,
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RegisterBusinessPayload",
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
    "name": "RegistrationFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegistrationFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ae653a3024f864f2d7fd1df794e2a2615e3653fe02cf2174ee7e9b8decb55747",
    "metadata": {},
    "name": "RegistrationFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7ac28ff40c04e885597f822c66accd8c";

export default node;
