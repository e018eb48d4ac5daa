/**
 * @generated SignedSource<<61355308a47d235235c663cadba6431b>>
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
  readonly price: number;
  readonly providerName: string;
  readonly serviceDetails: string;
  readonly serviceType: string;
  readonly smallSupplier: boolean;
  readonly taxLines: ReadonlyArray<{
    readonly amount: number;
    readonly ratePpm: number;
    readonly tax: string;
  }>;
  readonly " $fragmentType": "CheckoutSummary_summary";
};
export type CheckoutSummary_summary$key = {
  readonly " $data"?: CheckoutSummary_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutSummary_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
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
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TaxLine",
      "kind": "LinkedField",
      "name": "taxLines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ratePpm",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "smallSupplier",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "CheckoutSummary",
  "abstractKey": null
};
})();

(node as any).hash = "5376316b88630f22843e19909ac01726";

export default node;
