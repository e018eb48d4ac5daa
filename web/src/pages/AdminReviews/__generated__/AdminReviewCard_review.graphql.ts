/**
 * @generated SignedSource<<e93f7dedc7f53c0c8832202b0885c838>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminReviewCard_review$data = {
  readonly comment: string;
  readonly createdAt: any;
  readonly customerName: string;
  readonly hidden: boolean;
  readonly hiddenReason: string | null | undefined;
  readonly id: string;
  readonly provider: {
    readonly name: string;
    readonly profilePath: string;
  };
  readonly rating: number;
  readonly reportCount: number | null | undefined;
  readonly reports: ReadonlyArray<{
    readonly createdAt: any;
    readonly reason: string;
  }> | null | undefined;
  readonly " $fragmentType": "AdminReviewCard_review";
};
export type AdminReviewCard_review$key = {
  readonly " $data"?: AdminReviewCard_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReviewCard_review">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReviewCard_review",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Provider",
      "kind": "LinkedField",
      "name": "provider",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profilePath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};
})();

(node as any).hash = "4116c06062efb14e5f8d99b2aa86c746";

export default node;
