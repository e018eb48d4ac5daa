/**
 * @generated SignedSource<<aadd0d7019a8943cdfde1734b7395092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutFrequency = "BIWEEKLY" | "MONTHLY" | "WEEKLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckoutSummary_summary$data = {
  readonly amount: number;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly frequency: CheckoutFrequency | null | undefined;
  readonly isRecurring: boolean;
  readonly providerName: string;
  readonly serviceDetails: string;
  readonly serviceType: string;
  readonly " $fragmentType": "CheckoutSummary_summary";
};
export type CheckoutSummary_summary$key = {
  readonly " $data"?: CheckoutSummary_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutSummary_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutSummary_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRecurring",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerName",
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
      "name": "customerEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    }
  ],
  "type": "CheckoutSummary",
  "abstractKey": null
};

(node as any).hash = "6216a959d17e3fb52dba588a510561d9";

export default node;
