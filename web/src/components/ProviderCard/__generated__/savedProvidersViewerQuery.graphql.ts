/**
 * @generated SignedSource<<a8fb4f60656cbcf42cc4c213ff909adf>>
 * @relayHash 9bb85a224f5e91b20a1ddca232306de6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 758ec6ba264ebb3629c83f4666e8c83dc66999001b0fc7670996ebb7e9465e44

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
    "id": "758ec6ba264ebb3629c83f4666e8c83dc66999001b0fc7670996ebb7e9465e44",
    "metadata": {},
    "name": "savedProvidersViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbfb61b764cb9c7f0fb8ac97e06643c8";

export default node;
