/**
 * @generated SignedSource<<697c89c49f849e4d0fed04891b63ad48>>
 * @relayHash b1065510329a74f4fa59c6253a998fd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 393176aa630307dc2a2a721b0648fe10f76bd8574696ae3e0ad4c0061df55377

import type { ConcreteRequest } from 'relay-runtime';
export type VerifySecondFactorInput = {
  code: string;
};
export type useVerifySecondFactorMutation$variables = {
  input: VerifySecondFactorInput;
};
export type useVerifySecondFactorMutation$data = {
  readonly verifySecondFactor: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly secondFactorVerified: boolean;
      readonly twoFactorEnabled: boolean;
    };
  };
};
export type useVerifySecondFactorMutation = {
  response: useVerifySecondFactorMutation$data;
  variables: useVerifySecondFactorMutation$variables;
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
    "name": "verifySecondFactor",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VerifySecondFactorPayload",
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
    "name": "useVerifySecondFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifySecondFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "393176aa630307dc2a2a721b0648fe10f76bd8574696ae3e0ad4c0061df55377",
    "metadata": {},
    "name": "useVerifySecondFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d89d860c71b8f8949ee9683bd7940b1";

export default node;
