/**
 * @generated SignedSource<<db857826a176fdfb1244edf46be914bd>>
 * @relayHash a00d140a973dbeba6f682ba11c0b89b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e70a6fbee4e9729b5bc7d021a2f35c0552ed9bd47bf7288b6fbd715662178efa

import type { ConcreteRequest } from 'relay-runtime';
export type AddAvailabilityInput = {
  date: string;
  durationMinutes: number;
  endTime: string;
  priceCents?: number | null | undefined;
  providerId: string;
  startTime: string;
};
export type AddAvailabilityDialogMutation$variables = {
  input: AddAvailabilityInput;
};
export type AddAvailabilityDialogMutation$data = {
  readonly addAvailability: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly slots?: ReadonlyArray<{
      readonly id: string;
    }>;
  };
};
export type AddAvailabilityDialogMutation = {
  response: AddAvailabilityDialogMutation$data;
  variables: AddAvailabilityDialogMutation$variables;
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
    "name": "addAvailability",
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
            "concreteType": "TimeSlot",
            "kind": "LinkedField",
            "name": "slots",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddAvailabilityPayload",
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
    "name": "AddAvailabilityDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddAvailabilityDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e70a6fbee4e9729b5bc7d021a2f35c0552ed9bd47bf7288b6fbd715662178efa",
    "metadata": {},
    "name": "AddAvailabilityDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1977f8c46e1821740a683271d85236a1";

export default node;
