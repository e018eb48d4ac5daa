/**
 * @generated SignedSource<<4e13cc2b37f3cad820d8f6749256678c>>
 * @relayHash 8ecc6029ccc9d4b0bff467496d783216
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 192334ce3a0445880ff7544cddb9e6ccf64f2bd07b906d060c4e09926a1104e8

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountInput = {
  password: string;
};
export type DeleteAccountDialogMutation$variables = {
  input: DeleteAccountInput;
};
export type DeleteAccountDialogMutation$data = {
  readonly deleteAccount: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type DeleteAccountDialogMutation = {
  response: DeleteAccountDialogMutation$data;
  variables: DeleteAccountDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "deleteAccount",
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
            "name": "success",
            "storageKey": null
          }
        ],
        "type": "DeleteAccountPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "DeleteAccountDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteAccountDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "192334ce3a0445880ff7544cddb9e6ccf64f2bd07b906d060c4e09926a1104e8",
    "metadata": {},
    "name": "DeleteAccountDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "029dcc9c5dc00e6a2ae026af51edd777";

export default node;
