/**
 * @generated SignedSource<<5588fc68a4edd8da74da037b23b404c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TaxProfileCard_provider$data = {
  readonly id: string;
  readonly taxProfile: {
    readonly gstHstNumber: string | null | undefined;
    readonly pstNumber: string | null | undefined;
    readonly qstNumber: string | null | undefined;
    readonly smallSupplier: boolean;
    readonly updatedAt: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "TaxProfileCard_provider";
};
export type TaxProfileCard_provider$key = {
  readonly " $data"?: TaxProfileCard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxProfileCard_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxProfileCard_provider",
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
      "concreteType": "TaxProfile",
      "kind": "LinkedField",
      "name": "taxProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gstHstNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qstNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pstNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "smallSupplier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "ebd790ef806459ffd7f9b0449e3d5979";

export default node;
