/**
 * @generated SignedSource<<eb391bd601bcd071da5cfbd1bdeb5af8>>
 * @relayHash 34541546966d80b5adae865fbc53885f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7067006dbfd1f6b33f7e6f6968c333b2ac5c061325a2e5f17c6ec371e2df5620

import type { ConcreteRequest } from 'relay-runtime';
export type NoShowStatus = "DISPUTED" | "OVERTURNED" | "REPORTED" | "UPHELD" | "%future added value";
export type DecideNoShowInput = {
  noShowId: number;
  note: string;
  overturn: boolean;
};
export type NoShowCardDecideMutation$variables = {
  input: DecideNoShowInput;
};
export type NoShowCardDecideMutation$data = {
  readonly decideNoShow: {
    readonly __typename: string;
    readonly message?: string;
    readonly noShow?: {
      readonly status: NoShowStatus;
    };
  };
};
export type NoShowCardDecideMutation = {
  response: NoShowCardDecideMutation$data;
  variables: NoShowCardDecideMutation$variables;
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
    "name": "decideNoShow",
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
            "concreteType": "NoShow",
            "kind": "LinkedField",
            "name": "noShow",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "NoShowPayload",
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
    "name": "NoShowCardDecideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NoShowCardDecideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7067006dbfd1f6b33f7e6f6968c333b2ac5c061325a2e5f17c6ec371e2df5620",
    "metadata": {},
    "name": "NoShowCardDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "74656307158c611575042ae323a43d63";

export default node;
