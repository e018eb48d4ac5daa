/**
 * @generated SignedSource<<a442bb07149c7912e06a4590d4c882ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BottomNav_query$data = {
  readonly viewer: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "BottomNav_query";
};
export type BottomNav_query$key = {
  readonly " $data"?: BottomNav_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BottomNav_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BottomNav_query",
  "selections": [
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ca9d0dd3917eb53010012898d06bd3c5";

export default node;
