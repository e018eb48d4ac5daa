/**
 * @generated SignedSource<<7749e739dc9694f51c6968342d10013e>>
 * @relayHash 94dfe9b6ade20a64d50d461b39226482
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 805ab54510dd82e36990418542316bf6c742e7f5a25981d2aba6d1838ddbbb2b

import type { ConcreteRequest } from 'relay-runtime';
export type EmailSectionResendMutation$variables = Record<PropertyKey, never>;
export type EmailSectionResendMutation$data = {
  readonly resendEmailVerification: {
    readonly __typename: string;
    readonly message?: string;
    readonly sentTo?: string;
    readonly viewer?: {
      readonly emailVerified: boolean;
      readonly id: string;
      readonly pendingEmail: string | null | undefined;
    };
  };
};
export type EmailSectionResendMutation = {
  response: EmailSectionResendMutation$data;
  variables: EmailSectionResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendEmailVerification",
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
            "name": "sentTo",
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
        "type": "EmailLinkSentPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailSectionResendMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailSectionResendMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "805ab54510dd82e36990418542316bf6c742e7f5a25981d2aba6d1838ddbbb2b",
    "metadata": {},
    "name": "EmailSectionResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eff9d9ae036d76b847d80839b7fe5052";

export default node;
