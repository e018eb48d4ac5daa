/**
 * @generated SignedSource<<129ad18034091a4e7157e4a0c012ce60>>
 * @relayHash ef4a637584131ad8ca52d8e2ac03c9a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5344db2bb97a2aa7e9313b2abea90dd327bc9e5c6e31169c66230f355b8ab663

import type { ConcreteRequest } from 'relay-runtime';
export type syncSavedProvidersListQuery$variables = Record<PropertyKey, never>;
export type syncSavedProvidersListQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly savedProviderIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type syncSavedProvidersListQuery = {
  response: syncSavedProvidersListQuery$data;
  variables: syncSavedProvidersListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "savedProviderIds",
        "storageKey": null
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
    "name": "syncSavedProvidersListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "syncSavedProvidersListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5344db2bb97a2aa7e9313b2abea90dd327bc9e5c6e31169c66230f355b8ab663",
    "metadata": {},
    "name": "syncSavedProvidersListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e5a18292676118a3df715c51dc66ba1";

export default node;
