/**
 * @generated SignedSource<<ccbe04860fd5f7497785835924bd38bc>>
 * @relayHash 9d5cc9f9c19214f9231572d48eb5409a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5f68f3e5672622fcb9234c059aecaaa7879111041af6b6a46a0c4052cbeba39

import { ConcreteRequest } from 'relay-runtime';
export type MergeSavedProvidersInput = {
  providerIds: ReadonlyArray<string>;
};
export type savedProvidersMergeMutation$variables = {
  input: MergeSavedProvidersInput;
};
export type savedProvidersMergeMutation$data = {
  readonly mergeSavedProviders: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly savedProviderIds: ReadonlyArray<string>;
    };
  };
};
export type savedProvidersMergeMutation = {
  response: savedProvidersMergeMutation$data;
  variables: savedProvidersMergeMutation$variables;
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
    "name": "savedProvidersMergeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedProvidersMergeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c5f68f3e5672622fcb9234c059aecaaa7879111041af6b6a46a0c4052cbeba39",
    "metadata": {},
    "name": "savedProvidersMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1bcdaa5cd4ff3abe848b255407b152a";

export default node;
