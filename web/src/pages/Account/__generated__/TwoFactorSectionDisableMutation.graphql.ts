/**
 * @generated SignedSource<<77487289db9bb24bb0b75dae0c17e160>>
 * @relayHash 46995e896d9970811c492b840d0b688e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba58a43a2124b814d9dec93e633e3ef97e5536eec8d283748921b314fe00ea72

import type { ConcreteRequest } from 'relay-runtime';
export type DisableTwoFactorInput = {
  code: string;
  password: string;
};
export type TwoFactorSectionDisableMutation$variables = {
  input: DisableTwoFactorInput;
};
export type TwoFactorSectionDisableMutation$data = {
  readonly disableTwoFactor: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly recoveryCodesLeft: number | null | undefined;
      readonly secondFactorVerified: boolean;
      readonly twoFactorEnabled: boolean;
    };
  };
};
export type TwoFactorSectionDisableMutation = {
  response: TwoFactorSectionDisableMutation$data;
  variables: TwoFactorSectionDisableMutation$variables;
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
    "name": "disableTwoFactor",
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
        "type": "DisableTwoFactorPayload",
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
    "name": "TwoFactorSectionDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSectionDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba58a43a2124b814d9dec93e633e3ef97e5536eec8d283748921b314fe00ea72",
    "metadata": {},
    "name": "TwoFactorSectionDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "196161dbe5b0e952a2f8ba52d7a1a021";

export default node;
