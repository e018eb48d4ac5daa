/**
 * @generated SignedSource<<f4e844555cf6c6d43d54fddd4c76549f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedProviderInput = {
  providerId: string;
};
export type savedProvidersSaveMutation$variables = {
  input: SavedProviderInput;
};
export type savedProvidersSaveMutation$data = {
  readonly saveProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly savedProviderIds: ReadonlyArray<string>;
    };
  };
};
export type savedProvidersSaveMutation = {
  response: savedProvidersSaveMutation$data;
  variables: savedProvidersSaveMutation$variables;
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
    "name": "saveProvider",
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
        "type": "SaveProviderPayload",
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
    "name": "savedProvidersSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedProvidersSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e709a739b28ca495de42b18cbdb084b",
    "id": null,
    "metadata": {},
    "name": "savedProvidersSaveMutation",
    "operationKind": "mutation",
    "text": "mutation savedProvidersSaveMutation(\n  $input: SavedProviderInput!\n) {\n  saveProvider(input: $input) {\n    __typename\n    ... on SaveProviderPayload {\n      viewer {\n        id\n        savedProviderIds\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a4577ef0c9c0230cf67bd33b970308b1";

export default node;
