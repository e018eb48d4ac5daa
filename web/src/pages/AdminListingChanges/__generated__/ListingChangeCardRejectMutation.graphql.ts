/**
 * @generated SignedSource<<5d0447ce40482064e1eed5e2b7ccacba>>
 * @relayHash 485661feda293f7cb48237843443b573
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbd075b4456db575e23fa761290a82baefc6d1ad3663c63efcf9d6b636f5a035

import type { ConcreteRequest } from 'relay-runtime';
export type ListingChangeStatus = "APPROVED" | "PENDING" | "PUBLISHED" | "REJECTED" | "WITHDRAWN" | "%future added value";
export type ListingDecisionInput = {
  changeId: string;
  note?: string | null | undefined;
};
export type ListingChangeCardRejectMutation$variables = {
  input: ListingDecisionInput;
};
export type ListingChangeCardRejectMutation$data = {
  readonly rejectListingChange: {
    readonly __typename: string;
    readonly change?: {
      readonly status: ListingChangeStatus;
    };
    readonly message?: string;
  };
};
export type ListingChangeCardRejectMutation = {
  response: ListingChangeCardRejectMutation$data;
  variables: ListingChangeCardRejectMutation$variables;
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
    "name": "rejectListingChange",
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
            "concreteType": "ListingChange",
            "kind": "LinkedField",
            "name": "change",
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
        "type": "ListingChangePayload",
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
    "name": "ListingChangeCardRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingChangeCardRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fbd075b4456db575e23fa761290a82baefc6d1ad3663c63efcf9d6b636f5a035",
    "metadata": {},
    "name": "ListingChangeCardRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9dfa37404b7beba74b2f3dd9396cd61f";

export default node;
