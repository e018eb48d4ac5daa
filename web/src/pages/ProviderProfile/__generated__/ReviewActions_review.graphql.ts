/**
 * @generated SignedSource<<803d6c6ccbe9d8b7c422baf559865766>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewActions_review$data = {
  readonly helpfulCount: number;
  readonly id: string;
  readonly viewerFoundHelpful: boolean | null | undefined;
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
      "name": "helpfulCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerFoundHelpful",
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

(node as any).hash = "1535d576e2babaf829e594d17ca7f29a";

export default node;
