/**
 * @generated SignedSource<<3cf54ec10a06a0af649450a5e679c323>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactForm_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "ContactForm_viewer";
};
export type ContactForm_viewer$key = {
  readonly " $data"?: ContactForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactForm_viewer",
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

(node as any).hash = "22636fd1bf60058860ce14762a8b126e";

export default node;
