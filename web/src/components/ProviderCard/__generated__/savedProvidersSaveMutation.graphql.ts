/**
 * @generated SignedSource<<11e8597987907186a9c3a75fad962971>>
 * @relayHash 4e709a739b28ca495de42b18cbdb084b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 046e1c54dd7ab4558b670d2b95603217f6e9be4d8607eaf2e0facf808b06a7a5

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
    "id": "046e1c54dd7ab4558b670d2b95603217f6e9be4d8607eaf2e0facf808b06a7a5",
    "metadata": {},
    "name": "savedProvidersSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a4577ef0c9c0230cf67bd33b970308b1";

export default node;
