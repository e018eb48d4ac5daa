/**
 * @generated SignedSource<<55b42a6ca8a8d1306a42d961d650a7e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProviderStatus = "ACTIVE" | "PENDING" | "REJECTED" | "SUSPENDED" | "%future added value";
export type RegistrationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RegistrationStatus_registration$data = {
  readonly businessName: string;
  readonly createdAt: any;
  readonly provider: {
    readonly status: ProviderStatus;
  } | null | undefined;
  readonly reviewNotes: string | null | undefined;
  readonly reviewedAt: any | null | undefined;
  readonly status: RegistrationStatus;
  readonly " $fragmentType": "RegistrationStatus_registration";
};
export type RegistrationStatus_registration$key = {
  readonly " $data"?: RegistrationStatus_registration$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationStatus_registration">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationStatus_registration",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Provider",
      "kind": "LinkedField",
      "name": "provider",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "BusinessRegistration",
  "abstractKey": null
};
})();

(node as any).hash = "e11a3fccac8bc40b57b046990b82dbbc";

export default node;
