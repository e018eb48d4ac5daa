/**
 * @generated SignedSource<<6a5e05bd756aac78822aa697d9381f2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileReview_review$data = {
  readonly comment: string;
  readonly customerName: string;
  readonly punctualityRating: number | null | undefined;
  readonly qualityRating: number | null | undefined;
  readonly rating: number;
  readonly reply: string | null | undefined;
  readonly serviceCity: string;
  readonly serviceMonth: string;
  readonly valueRating: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewActions_review">;
  readonly " $fragmentType": "ProfileReview_review";
};
export type ProfileReview_review$key = {
  readonly " $data"?: ProfileReview_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileReview_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileReview_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceCity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qualityRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "punctualityRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reply",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewActions_review"
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "7a9c92cfd0eec80b63ae4509fb482959";

export default node;
