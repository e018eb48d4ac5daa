/**
 * @generated SignedSource<<9453ef8d5ac4333e45a89b97bae9d4d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsSection_viewer$data = {
  readonly id: string;
  readonly sessions: ReadonlyArray<{
    readonly browser: string | null | undefined;
    readonly createdAt: any;
    readonly current: boolean;
    readonly id: string;
    readonly lastUsedAt: any;
    readonly os: string | null | undefined;
  }>;
  readonly " $fragmentType": "SessionsSection_viewer";
};
export type SessionsSection_viewer$key = {
  readonly " $data"?: SessionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsSection_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "b7711a6b001ec9893628f867b0f18a6a";

export default node;
