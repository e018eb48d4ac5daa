/**
 * @generated SignedSource<<197e1f0fdc5395a20208f46b978e3867>>
 * @relayHash 33622f99a269d5f5dde42ad46c7d4612
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec22b6caa687254b45995c8c4587d17b7608f6082a87f005c1fff7536561aec1

import type { ConcreteRequest } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
export type CancellationWindow = "FREE" | "LATE" | "%future added value";
export type CancellationTermsQuery$variables = {
  bookingId: string;
};
export type CancellationTermsQuery$data = {
  readonly bookingCancellation: {
    readonly __typename: string;
    readonly fee?: number;
    readonly message?: string;
    readonly paid?: number;
    readonly party?: BookingParty;
    readonly refund?: number;
    readonly window?: CancellationWindow;
  };
};
export type CancellationTermsQuery = {
  response: CancellationTermsQuery$data;
  variables: CancellationTermsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bookingId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bookingId",
        "variableName": "bookingId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "bookingCancellation",
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
            "name": "window",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "party",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refund",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fee",
            "storageKey": null
          }
        ],
        "type": "CancellationPreview",
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
    "name": "CancellationTermsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CancellationTermsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec22b6caa687254b45995c8c4587d17b7608f6082a87f005c1fff7536561aec1",
    "metadata": {},
    "name": "CancellationTermsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15eb932246b8b6f50d5484efb4f45f34";

export default node;
