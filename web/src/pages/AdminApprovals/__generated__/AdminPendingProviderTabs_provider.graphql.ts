/**
 * @generated SignedSource<<d579eab5b97dcde736176bb28f269803>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminPendingProviderTabs_provider$data = {
  readonly address: string;
  readonly city: {
    readonly name: string;
    readonly province: string;
  };
  readonly description: string;
  readonly email: string;
  readonly isMobileService: boolean;
  readonly name: string;
  readonly phone: string;
  readonly registration: {
    readonly isInsured: boolean;
    readonly ownerName: string;
    readonly website: string | null | undefined;
    readonly yearsInBusiness: number;
  } | null | undefined;
  readonly serviceArea: string;
  readonly services: ReadonlyArray<string>;
  readonly specialties: ReadonlyArray<string>;
  readonly startingPrice: number;
  readonly submittedAt: any;
  readonly " $fragmentType": "AdminPendingProviderTabs_provider";
};
export type AdminPendingProviderTabs_provider$key = {
  readonly " $data"?: AdminPendingProviderTabs_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPendingProviderTabs_provider">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPendingProviderTabs_provider",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceArea",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "City",
      "kind": "LinkedField",
      "name": "city",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "province",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "services",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startingPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMobileService",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessRegistration",
      "kind": "LinkedField",
      "name": "registration",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "website",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isInsured",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearsInBusiness",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Provider",
  "abstractKey": null
};
})();

(node as any).hash = "94a85cc27be21099fe35a30065be77f8";

export default node;
