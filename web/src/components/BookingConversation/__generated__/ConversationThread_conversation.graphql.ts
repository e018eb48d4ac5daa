/**
 * @generated SignedSource<<af24faea901392b4218eec15fec1a9c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingParty = "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConversationThread_conversation$data = {
  readonly customerReadUpTo: number;
  readonly hasOlder: boolean;
  readonly messages: ReadonlyArray<{
    readonly authorName: string;
    readonly body: string;
    readonly createdAt: any;
    readonly databaseId: number;
    readonly erased: boolean;
    readonly side: BookingParty;
  }>;
  readonly providerReadUpTo: number;
  readonly viewerSide: BookingParty;
  readonly " $fragmentType": "ConversationThread_conversation";
};
export type ConversationThread_conversation$key = {
  readonly " $data"?: ConversationThread_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationThread_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationThread_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSide",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasOlder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerReadUpTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerReadUpTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "erased",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BookingConversation",
  "abstractKey": null
};

(node as any).hash = "d7c4776f2bdf2289bf32142d9c012f2a";

export default node;
