/**
 * @generated SignedSource<<5e30f0abac7cef0cd6617db456756866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewActions_review$data = {
  readonly id: string;
  readonly viewerHasReported: boolean | null | undefined;
  readonly viewerMayReply: boolean;
  readonly " $fragmentType": "ReviewActions_review";
};
export type ReviewActions_review$key = {
  readonly " $data"?: ReviewActions_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewActions_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewActions_review",
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
      "name": "viewerMayReply",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasReported",
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "d16d47c9efd690bc6aa68960f0aab0af";

export default node;
