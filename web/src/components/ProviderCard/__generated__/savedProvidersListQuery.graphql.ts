/**
 * @generated SignedSource<<c388b173744176ccf5b63eaa3295de13>>
 * @relayHash 7c7a6951ee9d24c5cc25cead8ab50bea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID debf9fefeb03069c390f69866424fb0096337d16b91416dbfdad0eadc0f390ee

import { ConcreteRequest } from 'relay-runtime';
export type savedProvidersListQuery$variables = Record<PropertyKey, never>;
export type savedProvidersListQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly savedProviderIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type savedProvidersListQuery = {
  response: savedProvidersListQuery$data;
  variables: savedProvidersListQuery$variables;
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
    "name": "savedProvidersListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "savedProvidersListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "debf9fefeb03069c390f69866424fb0096337d16b91416dbfdad0eadc0f390ee",
    "metadata": {},
    "name": "savedProvidersListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0e1aca130eebed3ea0c9aab7b381a56";

export default node;
