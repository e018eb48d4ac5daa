/**
 * @generated SignedSource<<2bd3332bd3d55f14b22044948a4a7484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ScheduleDialog_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "ScheduleDialog_viewer";
};
export type ScheduleDialog_viewer$key = {
  readonly " $data"?: ScheduleDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleDialog_viewer",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6216975d8efeb2db7561a080e41711b5";

export default node;
