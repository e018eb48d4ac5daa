/**
 * @generated SignedSource<<419d510305f3b071499458bb5e61ad84>>
 * @relayHash 736e54d90ff6efbd8723d7639e5cc960
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41913d2a0e29d29d12198852d6f6a16bb6c030c508c649e0b9fb7ab3d3d2e56b

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeEmailInput = {
  currentPassword: string;
  newEmail: string;
};
export type EmailSectionChangeMutation$variables = {
  input: ChangeEmailInput;
};
export type EmailSectionChangeMutation$data = {
  readonly changeEmail: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly sentTo?: string;
    readonly viewer?: {
      readonly id: string;
      readonly pendingEmail: string | null | undefined;
    };
  };
};
export type EmailSectionChangeMutation = {
  response: EmailSectionChangeMutation$data;
  variables: EmailSectionChangeMutation$variables;
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
    "name": "changeEmail",
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
            "name": "sentTo",
            "storageKey": null
          },
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
                "name": "pendingEmail",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EmailLinkSentPayload",
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
    "name": "EmailSectionChangeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailSectionChangeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "41913d2a0e29d29d12198852d6f6a16bb6c030c508c649e0b9fb7ab3d3d2e56b",
    "metadata": {},
    "name": "EmailSectionChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8dd2c76a6733ab9670fe7ade73fc8e7d";

export default node;
