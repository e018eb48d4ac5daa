/**
 * @generated SignedSource<<f09c8e6d0460fe40b84df57fb09ea6f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedCard_provider$data = {
  readonly calendarFeedPath: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "CalendarFeedCard_provider";
};
export type CalendarFeedCard_provider$key = {
  readonly " $data"?: CalendarFeedCard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedCard_provider",
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
      "name": "calendarFeedPath",
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "c67a1c41fd97e223968d6977e90d8cc4";

export default node;
