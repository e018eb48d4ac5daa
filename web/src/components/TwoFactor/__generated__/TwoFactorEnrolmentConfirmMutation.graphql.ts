/**
 * @generated SignedSource<<528e6fe6537f662253dee06fa0053661>>
 * @relayHash 0f61cbadfc75560f759d9bb101e80325
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eed48bb482bfcb93f23cf0f874e440cbdf0d72b37e4639d8076f6e612b669402

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmTwoFactorEnrolmentInput = {
  code: string;
};
export type TwoFactorEnrolmentConfirmMutation$variables = {
  input: ConfirmTwoFactorEnrolmentInput;
};
export type TwoFactorEnrolmentConfirmMutation$data = {
  readonly confirmTwoFactorEnrolment: {
    readonly __typename: string;
    readonly message?: string;
    readonly recoveryCodes?: ReadonlyArray<string>;
    readonly viewer?: {
      readonly id: string;
      readonly recoveryCodesLeft: number | null | undefined;
      readonly secondFactorVerified: boolean;
      readonly twoFactorEnabled: boolean;
    };
  };
};
export type TwoFactorEnrolmentConfirmMutation = {
  response: TwoFactorEnrolmentConfirmMutation$data;
  variables: TwoFactorEnrolmentConfirmMutation$variables;
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
    "name": "confirmTwoFactorEnrolment",
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
            "name": "recoveryCodes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
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
                "name": "twoFactorEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secondFactorVerified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConfirmTwoFactorEnrolmentPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "TwoFactorEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eed48bb482bfcb93f23cf0f874e440cbdf0d72b37e4639d8076f6e612b669402",
    "metadata": {},
    "name": "TwoFactorEnrolmentConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69cb4006187f81efc75bb6e94fcde7f1";

export default node;
