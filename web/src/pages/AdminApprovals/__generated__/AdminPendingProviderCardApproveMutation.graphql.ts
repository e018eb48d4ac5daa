/**
 * @generated SignedSource<<b7b288c01401725dedbcb9a4d8db8c8d>>
 * @relayHash 869fcf11ad4a4dd37447287a98b29cc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 649dfc355372829385a7d19dfa358c3482c8c05f9ca11166a6d9c2c39426d38b

import type { ConcreteRequest } from 'relay-runtime';
export type ProviderStatus = "ACTIVE" | "PENDING" | "REJECTED" | "SUSPENDED" | "%future added value";
export type ApproveProviderInput = {
  approvedBy: string;
  providerId: string;
};
export type AdminPendingProviderCardApproveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ApproveProviderInput;
};
export type AdminPendingProviderCardApproveMutation$data = {
  readonly approveProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: {
      readonly id: string;
      readonly status: ProviderStatus;
    };
  };
};
export type AdminPendingProviderCardApproveMutation = {
  response: AdminPendingProviderCardApproveMutation$data;
  variables: AdminPendingProviderCardApproveMutation$variables;
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
    "name": "AdminPendingProviderCardApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "approveProvider",
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
    "name": "AdminPendingProviderCardApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "approveProvider",
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
    "id": "649dfc355372829385a7d19dfa358c3482c8c05f9ca11166a6d9c2c39426d38b",
    "metadata": {},
    "name": "AdminPendingProviderCardApproveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e2997a33c6ceb14c955c0704d412af6";

export default node;
