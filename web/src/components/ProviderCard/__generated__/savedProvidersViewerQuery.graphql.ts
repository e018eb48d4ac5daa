/**
 * @generated SignedSource<<eea6361eb84a2294aa5fbf0925e517b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type savedProvidersViewerQuery$variables = Record<PropertyKey, never>;
export type savedProvidersViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type savedProvidersViewerQuery = {
  response: savedProvidersViewerQuery$data;
  variables: savedProvidersViewerQuery$variables;
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
    "name": "savedProvidersViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "savedProvidersViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9bb85a224f5e91b20a1ddca232306de6",
    "id": null,
    "metadata": {},
    "name": "savedProvidersViewerQuery",
    "operationKind": "query",
    "text": "query savedProvidersViewerQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbfb61b764cb9c7f0fb8ac97e06643c8";

export default node;
