/**
 * @generated SignedSource<<2c13635a236c615e9dc1ceae197e3c83>>
 * @relayHash ce47bbeb4ddae582508a53bd47412fc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a89ea12aaf9bb0dd07ef311d10ccc236cd15088cd2704121d617dbc4b24f5e6a

import type { ConcreteRequest } from 'relay-runtime';
export type ProviderStatus = "ACTIVE" | "PENDING" | "REJECTED" | "SUSPENDED" | "%future added value";
export type RejectProviderInput = {
  providerId: string;
  reason: string;
};
export type AdminPendingProviderCardRejectMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RejectProviderInput;
};
export type AdminPendingProviderCardRejectMutation$data = {
  readonly rejectProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: {
      readonly id: string;
      readonly status: ProviderStatus;
    };
  };
};
export type AdminPendingProviderCardRejectMutation = {
  response: AdminPendingProviderCardRejectMutation$data;
  variables: AdminPendingProviderCardRejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPendingProviderCardRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rejectProvider",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Provider",
                "kind": "LinkedField",
                "name": "provider",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ProviderDecisionPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminPendingProviderCardRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rejectProvider",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Provider",
                "kind": "LinkedField",
                "name": "provider",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "id",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ProviderDecisionPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a89ea12aaf9bb0dd07ef311d10ccc236cd15088cd2704121d617dbc4b24f5e6a",
    "metadata": {},
    "name": "AdminPendingProviderCardRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03ee71b401ceb6269f266e986fe56dfc";

export default node;
