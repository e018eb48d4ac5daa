/**
 * @generated SignedSource<<6de3e6206870455d792a159f199dc38b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentDocumentKind = "CREDIT_NOTE" | "RECEIPT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentDocuments_documents$data = ReadonlyArray<{
  readonly kind: PaymentDocumentKind;
  readonly number: string | null | undefined;
  readonly path: string;
  readonly " $fragmentType": "PaymentDocuments_documents";
}>;
export type PaymentDocuments_documents$key = ReadonlyArray<{
  readonly " $data"?: PaymentDocuments_documents$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDocuments_documents">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PaymentDocuments_documents",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    }
  ],
  "type": "PaymentDocument",
  "abstractKey": null
};

(node as any).hash = "cf9e742e7b5268620c6a0e83478a695e";

export default node;
