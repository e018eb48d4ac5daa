/**
 * @generated SignedSource<<b647b2edfcca1c1d4074025840e8dd07>>
 * @relayHash 1a4fc1ba5aef844b5072bcf0ab6fba86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58f7b0f23415759669a722354ad3cb63b6a0852cb5035382562f2174355fcfb9

import type { ConcreteRequest } from 'relay-runtime';
export type RegenerateRecoveryCodesInput = {
  code: string;
};
export type TwoFactorSectionRegenerateMutation$variables = {
  input: RegenerateRecoveryCodesInput;
};
export type TwoFactorSectionRegenerateMutation$data = {
  readonly regenerateRecoveryCodes: {
    readonly __typename: string;
    readonly message?: string;
    readonly recoveryCodes?: ReadonlyArray<string>;
  };
};
export type TwoFactorSectionRegenerateMutation = {
  response: TwoFactorSectionRegenerateMutation$data;
  variables: TwoFactorSectionRegenerateMutation$variables;
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
    "name": "regenerateRecoveryCodes",
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
          }
        ],
        "type": "RegenerateRecoveryCodesPayload",
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
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "58f7b0f23415759669a722354ad3cb63b6a0852cb5035382562f2174355fcfb9",
    "metadata": {},
    "name": "TwoFactorSectionRegenerateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c62acaa6947da52b77c57c7d42ac9b86";

export default node;
