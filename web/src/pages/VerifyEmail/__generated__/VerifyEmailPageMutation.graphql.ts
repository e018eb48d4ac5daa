/**
 * @generated SignedSource<<9d6c6028bcb34a4d0c542d311b3ce289>>
 * @relayHash 3c2ea300620804f13ec331e8d8768bca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30c6cfb6f3617f1fc74b2fae1224bb19a98a7162e237116c000dafe7aa9caae8

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  token: string;
};
export type VerifyEmailPageMutation$variables = {
  input: VerifyEmailInput;
};
export type VerifyEmailPageMutation$data = {
  readonly verifyEmail: {
    readonly __typename: string;
    readonly email?: string;
    readonly emailChanged?: boolean;
    readonly message?: string;
    readonly viewer?: {
      readonly email: string;
      readonly emailVerified: boolean;
      readonly id: string;
      readonly pendingEmail: string | null | undefined;
    } | null | undefined;
  };
};
export type VerifyEmailPageMutation = {
  response: VerifyEmailPageMutation$data;
  variables: VerifyEmailPageMutation$variables;
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
  "name": "email",
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
    "name": "verifyEmail",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailChanged",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailVerified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingEmail",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VerifyEmailPayload",
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
    "name": "VerifyEmailPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerifyEmailPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "30c6cfb6f3617f1fc74b2fae1224bb19a98a7162e237116c000dafe7aa9caae8",
    "metadata": {},
    "name": "VerifyEmailPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b54c68ed0f7095b0210c487b2dc8b9f7";

export default node;
