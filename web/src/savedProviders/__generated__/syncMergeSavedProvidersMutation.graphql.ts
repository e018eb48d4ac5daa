/**
 * @generated SignedSource<<6bd88c7152f47f7eb90044de8b8403db>>
 * @relayHash 3a238aa12b38735503f1ee7890b887c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b57f14a86d00b4b730cedbbfaff5bc8c371293af316390273aacb50618c7bf1

import type { ConcreteRequest } from 'relay-runtime';
export type MergeSavedProvidersInput = {
  providerIds: ReadonlyArray<string>;
};
export type syncMergeSavedProvidersMutation$variables = {
  input: MergeSavedProvidersInput;
};
export type syncMergeSavedProvidersMutation$data = {
  readonly mergeSavedProviders: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly savedProviderIds: ReadonlyArray<string>;
    };
  };
};
export type syncMergeSavedProvidersMutation = {
  response: syncMergeSavedProvidersMutation$data;
  variables: syncMergeSavedProvidersMutation$variables;
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
    "name": "mergeSavedProviders",
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
        "type": "MergeSavedProvidersPayload",
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
    "name": "syncMergeSavedProvidersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "syncMergeSavedProvidersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b57f14a86d00b4b730cedbbfaff5bc8c371293af316390273aacb50618c7bf1",
    "metadata": {},
    "name": "syncMergeSavedProvidersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e0ff4bef3d43e6e95731411bf87c22ff";

export default node;
