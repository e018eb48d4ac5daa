/**
 * @generated SignedSource<<d89d26b26fb206dc88cae028104b66d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomerSchedules_viewer$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringScheduleList_user" | "ScheduleDialog_viewer">;
  readonly " $fragmentType": "CustomerSchedules_viewer";
};
export type CustomerSchedules_viewer$key = {
  readonly " $data"?: CustomerSchedules_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerSchedules_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerSchedules_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecurringScheduleList_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a6957d768af825922971c36b14a359a6";

export default node;
