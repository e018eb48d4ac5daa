/**
 * @generated SignedSource<<b21341a3c39b543345552332b975ca0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RegistrationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminRegistrationCard_registration$data = {
  readonly businessName: string;
  readonly businessType: string;
  readonly city: string;
  readonly createdAt: any;
  readonly email: string;
  readonly gstHstNumber: string | null | undefined;
  readonly id: string;
  readonly ownerName: string;
  readonly phone: string;
  readonly province: string;
  readonly pstNumber: string | null | undefined;
  readonly qstNumber: string | null | undefined;
  readonly reviewNotes: string | null | undefined;
  readonly reviewedAt: any | null | undefined;
  readonly services: ReadonlyArray<string>;
  readonly status: RegistrationStatus;
  readonly " $fragmentType": "AdminRegistrationCard_registration";
};
export type AdminRegistrationCard_registration$key = {
  readonly " $data"?: AdminRegistrationCard_registration$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminRegistrationCard_registration">;
};

import AdminRegistrationCardRefetchQuery_graphql from './AdminRegistrationCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": AdminRegistrationCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AdminRegistrationCard_registration",
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
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
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
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessType",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
      "kind": "ScalarField",
      "name": "reviewedAt",
      "storageKey": null
    }
  ],
  "type": "BusinessRegistration",
  "abstractKey": null
};

(node as any).hash = "7b9873853d2cf999c64ffddc2f1178c3";

export default node;
