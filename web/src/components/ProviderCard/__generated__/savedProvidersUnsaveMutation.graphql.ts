/**
 * @generated SignedSource<<b0dc928721212499e3b6648b1d73fd9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedProviderInput = {
  providerId: string;
};
export type savedProvidersUnsaveMutation$variables = {
  input: SavedProviderInput;
};
export type savedProvidersUnsaveMutation$data = {
  readonly unsaveProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly savedProviderIds: ReadonlyArray<string>;
    };
  };
};
export type savedProvidersUnsaveMutation = {
  response: savedProvidersUnsaveMutation$data;
  variables: savedProvidersUnsaveMutation$variables;
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
    "name": "savedProvidersUnsaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedProvidersUnsaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2fedf9deeda12f00fb3578e97dd6ecd3",
    "id": null,
    "metadata": {},
    "name": "savedProvidersUnsaveMutation",
    "operationKind": "mutation",
    "text": "mutation savedProvidersUnsaveMutation(\n  $input: SavedProviderInput!\n) {\n  unsaveProvider(input: $input) {\n    __typename\n    ... on UnsaveProviderPayload {\n      viewer {\n        id\n        savedProviderIds\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a2794c1cc7fe2ecda1d03f1b6152bff";

export default node;
