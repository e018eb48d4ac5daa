/**
 * @generated SignedSource<<c49e5d15ea04141192e39af5150a341a>>
 * @relayHash a19637114d1f492ea34e1cb4660384a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 122705880814eb54102b3352a79ef32b4b1001e49b1152bc1fad400ea0eb174c

import type { ConcreteRequest } from 'relay-runtime';
export type ListingChangeStatus = "APPROVED" | "PENDING" | "PUBLISHED" | "REJECTED" | "WITHDRAWN" | "%future added value";
export type ListingDecisionInput = {
  changeId: string;
  note?: string | null | undefined;
};
export type ListingChangeCardApproveMutation$variables = {
  input: ListingDecisionInput;
};
export type ListingChangeCardApproveMutation$data = {
  readonly approveListingChange: {
    readonly __typename: string;
    readonly change?: {
      readonly provider: {
        readonly name: string;
      };
      readonly status: ListingChangeStatus;
    };
    readonly message?: string;
  };
};
export type ListingChangeCardApproveMutation = {
  response: ListingChangeCardApproveMutation$data;
  variables: ListingChangeCardApproveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingChangeCardApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "approveListingChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Provider",
                    "kind": "LinkedField",
                    "name": "provider",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ListingChangePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingChangeCardApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "approveListingChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ListingChangePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "122705880814eb54102b3352a79ef32b4b1001e49b1152bc1fad400ea0eb174c",
    "metadata": {},
    "name": "ListingChangeCardApproveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca4f517c9d14abdfe60ca5c37df8f873";

export default node;
