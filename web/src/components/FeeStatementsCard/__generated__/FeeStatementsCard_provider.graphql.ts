/**
 * @generated SignedSource<<9ff2b0bbbbcb06d7b0c3e654802a8d91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FeeStatementsCard_provider$data = {
  readonly feeStatements: ReadonlyArray<{
    readonly month: string;
    readonly path: string;
  }> | null | undefined;
  readonly " $fragmentType": "FeeStatementsCard_provider";
};
export type FeeStatementsCard_provider$key = {
  readonly " $data"?: FeeStatementsCard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeeStatementsCard_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeeStatementsCard_provider",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeStatement",
      "kind": "LinkedField",
      "name": "feeStatements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
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
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};

(node as any).hash = "6bd8b03421934430f82dd1549bfd1308";

export default node;
