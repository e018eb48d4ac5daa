/**
 * @generated SignedSource<<0db9b9a12b40f9ce045d84837e271d5e>>
 * @relayHash 5f0a9df7a3a4f1231245a37850c0f000
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1c4e9b806e7f311dfcd75592472c28ffc9cf09da8694f3b83d3a4a245400d62

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminMessagesPageQuery } from './AdminMessagesPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminMessagesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1c4e9b806e7f311dfcd75592472c28ffc9cf09da8694f3b83d3a4a245400d62",
    "metadata": {},
    "name": "AdminMessagesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
