/**
 * @generated SignedSource<<9ce262d266be8b83fc7862a5bb72d773>>
 * @relayHash 59b91690f3afe2f9c0f5f06c38851fb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb1ce0b855983878020318a3919c71295f875850d0bac8d7b9f00dded6ecfb86

import type { ConcreteRequest } from 'relay-runtime';
export type PayoutsCardStartSetupMutation$variables = Record<PropertyKey, never>;
export type PayoutsCardStartSetupMutation$data = {
  readonly startPayoutSetup: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type PayoutsCardStartSetupMutation = {
  response: PayoutsCardStartSetupMutation$data;
  variables: PayoutsCardStartSetupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startPayoutSetup",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "StartPayoutSetupPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PayoutsCardStartSetupMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PayoutsCardStartSetupMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eb1ce0b855983878020318a3919c71295f875850d0bac8d7b9f00dded6ecfb86",
    "metadata": {},
    "name": "PayoutsCardStartSetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a6e6f21a90c28d55be4c50d497491b2";

export default node;
