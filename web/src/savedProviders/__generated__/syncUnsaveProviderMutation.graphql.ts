/**
 * @generated SignedSource<<ddc1ec8e3e61687687b2873cc82a318d>>
 * @relayHash 5fd09824d0be2c6ffdd7ecb54fe695a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7d31306550c402640b56ed79616e6ccd854000318dfcb7cac4e28fa6de948d2

import type { ConcreteRequest } from 'relay-runtime';
export type SavedProviderInput = {
  providerId: string;
};
export type syncUnsaveProviderMutation$variables = {
  input: SavedProviderInput;
};
export type syncUnsaveProviderMutation$data = {
  readonly unsaveProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly savedProviderIds: ReadonlyArray<string>;
    };
  };
};
export type syncUnsaveProviderMutation = {
  response: syncUnsaveProviderMutation$data;
  variables: syncUnsaveProviderMutation$variables;
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
    "name": "unsaveProvider",
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
                "name": "savedProviderIds",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnsaveProviderPayload",
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
    "name": "syncUnsaveProviderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "syncUnsaveProviderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7d31306550c402640b56ed79616e6ccd854000318dfcb7cac4e28fa6de948d2",
    "metadata": {},
    "name": "syncUnsaveProviderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0a9fe0afb93ca4b30cf565c3f5a5dd62";

export default node;
