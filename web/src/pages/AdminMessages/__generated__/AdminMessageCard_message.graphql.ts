/**
 * @generated SignedSource<<01c8f9d2b6f0406fa9dee6896e2808b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContactMessageStatus = "HANDLED" | "WAITING" | "%future added value";
export type ContactTopic = "BOOKING" | "OTHER" | "PAYMENT" | "PRIVACY" | "PROVIDER_ACCOUNT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminMessageCard_message$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly fromAccount: boolean;
  readonly handledAt: any | null | undefined;
  readonly id: string;
  readonly message: string;
  readonly name: string;
  readonly reference: string;
  readonly status: ContactMessageStatus;
  readonly topic: ContactTopic;
  readonly " $fragmentType": "AdminMessageCard_message";
};
export type AdminMessageCard_message$key = {
  readonly " $data"?: AdminMessageCard_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminMessageCard_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminMessageCard_message",
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
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "topic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromAccount",
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
      "name": "handledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};

(node as any).hash = "c731bfdda118718ff0a19fa60ee61b89";

export default node;
