/**
 * @generated SignedSource<<5ab785d6aafd0856e53e38147b47e717>>
 * @relayHash 8d63b2bd80ea51e6269ad35b79919e61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d894373a3d6a6fc6bb09cc4882dffdb7bd926a08f10978c93ec0174fd19125c4

import type { ConcreteRequest } from 'relay-runtime';
export type ProviderStatus = "ACTIVE" | "PENDING" | "REJECTED" | "SUSPENDED" | "%future added value";
export type ProviderReasonInput = {
  providerId: string;
  reason: string;
};
export type StaffStandingReinstateMutation$variables = {
  input: ProviderReasonInput;
};
export type StaffStandingReinstateMutation$data = {
  readonly reinstateProvider: {
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
export type StaffStandingReinstateMutation = {
  response: StaffStandingReinstateMutation$data;
  variables: StaffStandingReinstateMutation$variables;
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
    "name": "reinstateProvider",
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
    "name": "StaffStandingReinstateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffStandingReinstateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d894373a3d6a6fc6bb09cc4882dffdb7bd926a08f10978c93ec0174fd19125c4",
    "metadata": {},
    "name": "StaffStandingReinstateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cbce3cfdfab4fb57f968db766f4b3c2e";

export default node;
