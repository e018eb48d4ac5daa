/**
 * @generated SignedSource<<30a7d050698a37e3eecfe7d7a4e3fad4>>
 * @relayHash 2fedf9deeda12f00fb3578e97dd6ecd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44175dc6fbc1a510189ce4f44f30c42a4b1d0e4dce8a0c4643059e006e79d262

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
    "id": "44175dc6fbc1a510189ce4f44f30c42a4b1d0e4dce8a0c4643059e006e79d262",
    "metadata": {},
    "name": "savedProvidersUnsaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a2794c1cc7fe2ecda1d03f1b6152bff";

export default node;
