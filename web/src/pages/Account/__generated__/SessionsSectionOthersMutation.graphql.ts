/**
 * @generated SignedSource<<1708bd5262f007b46937e321a30f1e66>>
 * @relayHash e06530ead11b203803ceffe443e91701
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bf8a392fc60e1f39b2fe26b60cb0693f3a79e8e005ec9d85315b7a02885ab22

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsSectionOthersMutation$variables = Record<PropertyKey, never>;
export type SessionsSectionOthersMutation$data = {
  readonly signOutOtherSessions: {
    readonly signedOutSessionIds: ReadonlyArray<string>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_viewer">;
    } | null | undefined;
  };
};
export type SessionsSectionOthersMutation = {
  response: SessionsSectionOthersMutation$data;
  variables: SessionsSectionOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedOutSessionIds",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsSectionOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionsSection_viewer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsSectionOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountSession",
                "kind": "LinkedField",
                "name": "sessions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "browser",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "os",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "current",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9bf8a392fc60e1f39b2fe26b60cb0693f3a79e8e005ec9d85315b7a02885ab22",
    "metadata": {},
    "name": "SessionsSectionOthersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d31f08b199eeb13f9f4dea4d4072895f";

export default node;
