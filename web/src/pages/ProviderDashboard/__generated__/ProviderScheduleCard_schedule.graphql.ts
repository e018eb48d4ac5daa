/**
 * @generated SignedSource<<eac53a77675e7f218fcea61776bf230f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ScheduleFrequency = "BIWEEKLY" | "MONTHLY" | "WEEKLY" | "%future added value";
export type ScheduleStatus = "ACTIVE" | "CANCELLED" | "PAUSED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProviderScheduleCard_schedule$data = {
  readonly addressToConfirm: boolean;
  readonly customerErased: boolean;
  readonly customerName: string;
  readonly dayOfMonth: number | null | undefined;
  readonly dayOfWeek: number | null | undefined;
  readonly estimatedPrice: number;
  readonly formattedAddress: string | null | undefined;
  readonly frequency: ScheduleFrequency;
  readonly id: string;
  readonly nextCleaningDate: string | null | undefined;
  readonly openPriceProposal: {
    readonly previousPrice: number;
    readonly proposedPrice: number;
  } | null | undefined;
  readonly preferredTime: string;
  readonly serviceType: string;
  readonly status: ScheduleStatus;
  readonly " $fragmentType": "ProviderScheduleCard_schedule";
};
export type ProviderScheduleCard_schedule$key = {
  readonly " $data"?: ProviderScheduleCard_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderScheduleCard_schedule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderScheduleCard_schedule",
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
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerErased",
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
      "name": "frequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dayOfWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dayOfMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextCleaningDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formattedAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressToConfirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedPrice",
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
      "concreteType": "SchedulePriceProposal",
      "kind": "LinkedField",
      "name": "openPriceProposal",
      "plural": false,
      "selections": [
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

(node as any).hash = "0b4636740dccbb6979405f147c5c7838";

export default node;
