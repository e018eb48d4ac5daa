/**
 * @generated SignedSource<<02db0120c867abcb71c75437a5c6915b>>
 * @relayHash 71939a74f41eb1c92f4d464c1a35de1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 943d441e03444d6fbb3e95c848566539fc5fa2f9a39be2da67f7c8171a85f35e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminApprovalsPageQuery } from './AdminApprovalsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminApprovalsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "943d441e03444d6fbb3e95c848566539fc5fa2f9a39be2da67f7c8171a85f35e",
    "metadata": {},
    "name": "AdminApprovalsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
