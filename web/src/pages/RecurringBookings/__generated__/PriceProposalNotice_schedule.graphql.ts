/**
 * @generated SignedSource<<0c61edbda8a891e09e95973647825552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceProposalNotice_schedule$data = {
  readonly openPriceProposal: {
    readonly id: string;
    readonly previousPrice: number;
    readonly proposedPrice: number;
  } | null | undefined;
  readonly provider: {
    readonly name: string;
  };
  readonly " $fragmentType": "PriceProposalNotice_schedule";
};
export type PriceProposalNotice_schedule$key = {
  readonly " $data"?: PriceProposalNotice_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceProposalNotice_schedule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceProposalNotice_schedule",
  "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SchedulePriceProposal",
      "kind": "LinkedField",
      "name": "openPriceProposal",
      "plural": false,
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
          "name": "proposedPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousPrice",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecurringSchedule",
  "abstractKey": null
};

(node as any).hash = "5e74bab819cb3b5cb49231d2da8fb19a";

export default node;
