/**
 * @generated SignedSource<<049fad22589a7a4e2fc800d1e9128a2b>>
 * @relayHash 36b9587e5ab61971d3c26812bdf2641d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc1abec530246ead4668b53fbcd7c7e17f6188c7904b82d77eb894b6197dda58

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminAuditPageQuery } from './AdminAuditPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminAuditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cc1abec530246ead4668b53fbcd7c7e17f6188c7904b82d77eb894b6197dda58",
    "metadata": {},
    "name": "AdminAuditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
