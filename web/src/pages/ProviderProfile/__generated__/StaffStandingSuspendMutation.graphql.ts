/**
 * @generated SignedSource<<09c57f3c84a68443e0ebd18307040362>>
 * @relayHash 6abd7a36c63556886cf775e05d460755
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bb0e8f33fbf5cc3eb6fc16413528c466507b152870040b80db2fd28945743f4

import type { ConcreteRequest } from 'relay-runtime';
export type ProviderStatus = "ACTIVE" | "PENDING" | "REJECTED" | "SUSPENDED" | "%future added value";
export type ProviderReasonInput = {
  providerId: string;
  reason: string;
};
export type StaffStandingSuspendMutation$variables = {
  input: ProviderReasonInput;
};
export type StaffStandingSuspendMutation$data = {
  readonly suspendProvider: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: {
      readonly id: string;
      readonly status: ProviderStatus;
      readonly suspendedAt: any | null | undefined;
      readonly suspensionReason: string | null | undefined;
    };
  };
};
export type StaffStandingSuspendMutation = {
  response: StaffStandingSuspendMutation$data;
  variables: StaffStandingSuspendMutation$variables;
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
    "name": "suspendProvider",
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
            "concreteType": "Provider",
            "kind": "LinkedField",
            "name": "provider",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suspendedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suspensionReason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProviderDecisionPayload",
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
    "name": "StaffStandingSuspendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffStandingSuspendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4bb0e8f33fbf5cc3eb6fc16413528c466507b152870040b80db2fd28945743f4",
    "metadata": {},
    "name": "StaffStandingSuspendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce59a87cce5b744288734c52d9513cae";

export default node;
