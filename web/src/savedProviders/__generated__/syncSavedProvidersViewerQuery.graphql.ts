/**
 * @generated SignedSource<<9710b13a4680b8fe2607d214e869bf1c>>
 * @relayHash cb6dd953d725bdaabe4ab9cae2f392f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b601217765c8ea211d10958957f5565db7a9903ec92cc88fad49bd7d50a1c559

import type { ConcreteRequest } from 'relay-runtime';
export type syncSavedProvidersViewerQuery$variables = Record<PropertyKey, never>;
export type syncSavedProvidersViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type syncSavedProvidersViewerQuery = {
  response: syncSavedProvidersViewerQuery$data;
  variables: syncSavedProvidersViewerQuery$variables;
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
    "name": "syncSavedProvidersViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "syncSavedProvidersViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b601217765c8ea211d10958957f5565db7a9903ec92cc88fad49bd7d50a1c559",
    "metadata": {},
    "name": "syncSavedProvidersViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e22f0026fa0a2b4ee59cc33fdea0bab1";

export default node;
