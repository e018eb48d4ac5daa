/**
 * @generated SignedSource<<bfaea9da54e430a0e6ddf4453b5a0c0f>>
 * @relayHash a2a950d5e003af56f89d746e31611e31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cc2500c0db0532d9d354e4ae4031e7ac04cc07b966d7ca898c67f4959ee1d60

import type { ConcreteRequest } from 'relay-runtime';
export type TwoFactorEnrolmentStartMutation$variables = Record<PropertyKey, never>;
export type TwoFactorEnrolmentStartMutation$data = {
  readonly startTwoFactorEnrolment: {
    readonly __typename: string;
    readonly message?: string;
    readonly otpauthUri?: string;
    readonly qrCodeSvg?: string;
    readonly secret?: string;
  };
};
export type TwoFactorEnrolmentStartMutation = {
  response: TwoFactorEnrolmentStartMutation$data;
  variables: TwoFactorEnrolmentStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startTwoFactorEnrolment",
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
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otpauthUri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCodeSvg",
            "storageKey": null
          }
        ],
        "type": "StartTwoFactorEnrolmentPayload",
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
    "name": "TwoFactorEnrolmentStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorEnrolmentStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8cc2500c0db0532d9d354e4ae4031e7ac04cc07b966d7ca898c67f4959ee1d60",
    "metadata": {},
    "name": "TwoFactorEnrolmentStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4dcae274d2cdc7a708a4cb31156020c0";

export default node;
