/**
 * @generated SignedSource<<cbc7d128a1008df26c40bea865ff5969>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProviderDashboardTabs_dashboard$data = {
  readonly bookingsToday: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProviderBookingCard_booking">;
  }>;
  readonly recentlyCompleted: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProviderBookingCard_booking">;
  }>;
  readonly " $fragmentType": "ProviderDashboardTabs_dashboard";
};
export type ProviderDashboardTabs_dashboard$key = {
  readonly " $data"?: ProviderDashboardTabs_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderDashboardTabs_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "ProviderBookingCard_booking"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderDashboardTabs_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "bookingsToday",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "recentlyCompleted",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ProviderDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "16c6e68fa73282427a3a4ca753f0f8c5";

export default node;
