/**
 * @generated SignedSource<<5f4f8cf0ffe42a796501440adaf12e74>>
 * @relayHash 2af1f52543dc44ac7490e21543c99a41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4da8b3b112c2794c4d8bfd33149696e95e0e6f96df9ea46d8ef04daa240bb6b0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TransferStatus = "COMPLETED" | "FAILED" | "PENDING" | "TRANSFERRED" | "%future added value";
export type RefundPaymentInput = {
  amount?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
  paymentId: string;
};
export type RefundDialogMutation$variables = {
  input: RefundPaymentInput;
};
export type RefundDialogMutation$data = {
  readonly refundPayment: {
    readonly __typename: string;
    readonly message?: string;
    readonly payment?: {
      readonly id: string;
      readonly refundedAmount: number;
      readonly transferStatus: TransferStatus;
      readonly " $fragmentSpreads": FragmentRefs<"RefundDialog_payment">;
    };
  };
};
export type RefundDialogMutation = {
  response: RefundDialogMutation$data;
  variables: RefundDialogMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundedAmount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transferStatus",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefundDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refundPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Payment",
                "kind": "LinkedField",
                "name": "payment",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RefundDialog_payment"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefundPaymentPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefundDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refundPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Payment",
                "kind": "LinkedField",
                "name": "payment",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refundableAmount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefundPaymentPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4da8b3b112c2794c4d8bfd33149696e95e0e6f96df9ea46d8ef04daa240bb6b0",
    "metadata": {},
    "name": "RefundDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc0b7d377bc842c65a623b4bc9d763bf";

export default node;
