/**
 * @generated SignedSource<<54acfe6a4d1f1526c9784f976502ffe3>>
 * @relayHash d9331dbfb862017d75025114d50529b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cafcaf6bd8d321bf821add6df5846ecfb934dc46f93e532adae78e06948fb61e

import type { ConcreteRequest } from 'relay-runtime';
export type SendContactMessageInput = {
  email: string;
  idempotencyKey?: string | null | undefined;
  message: string;
  name: string;
  topic: string;
};
export type ContactFormMutation$variables = {
  input: SendContactMessageInput;
};
export type ContactFormMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly reference?: string;
  };
};
export type ContactFormMutation = {
  response: ContactFormMutation$data;
  variables: ContactFormMutation$variables;
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
    "name": "sendContactMessage",
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
            "name": "reference",
            "storageKey": null
          }
        ],
        "type": "SendContactMessagePayload",
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
    "name": "ContactFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cafcaf6bd8d321bf821add6df5846ecfb934dc46f93e532adae78e06948fb61e",
    "metadata": {},
    "name": "ContactFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe8f8ee472c9298c6afd774c25bd172b";

export default node;
