/**
 * @generated SignedSource<<df1f367b836ba284b16b46a7e564d768>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TestModeNotice_setup$data = {
  readonly mode: PaymentsMode;
  readonly " $fragmentType": "TestModeNotice_setup";
};
export type TestModeNotice_setup$key = {
  readonly " $data"?: TestModeNotice_setup$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestModeNotice_setup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestModeNotice_setup",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    }
  ],
  "type": "PaymentsSetup",
  "abstractKey": null
};

(node as any).hash = "738c8a73cd066d3b849208ba7b0353ef";

export default node;
