/**
 * @generated SignedSource<<18c297a6be1b8f678c5c322079ba56c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuditActor = "SYSTEM" | "USER" | "%future added value";
export type AuditRole = "ADMIN" | "CUSTOMER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AuditEntryCard_entry$data = {
  readonly action: string;
  readonly actorId: number | null | undefined;
  readonly actorKind: AuditActor;
  readonly actorRole: AuditRole | null | undefined;
  readonly after: ReadonlyArray<{
    readonly name: string;
    readonly value: string | null | undefined;
  }>;
  readonly at: any;
  readonly before: ReadonlyArray<{
    readonly name: string;
    readonly value: string | null | undefined;
  }>;
  readonly databaseId: number;
  readonly targetId: string;
  readonly targetType: string;
  readonly " $fragmentType": "AuditEntryCard_entry";
};
export type AuditEntryCard_entry$key = {
  readonly " $data"?: AuditEntryCard_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditEntryCard_entry">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "value",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditEntryCard_entry",
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
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditField",
      "kind": "LinkedField",
      "name": "before",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditField",
      "kind": "LinkedField",
      "name": "after",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};
})();

(node as any).hash = "711106de63f3c08371c36e4d2a475377";

export default node;
