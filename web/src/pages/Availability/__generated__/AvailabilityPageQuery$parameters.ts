/**
 * @generated SignedSource<<ef78c25c11b1256c21443f56e83fc4bc>>
 * @relayHash 02e520ec3f74d850d4932056c96f4515
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 295f0f4559910eb035d14d99edbd56c4f9cc84de0b50f7843b9e277322fc471e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AvailabilityPageQuery } from './AvailabilityPageQuery.graphql';

const node: PreloadableConcreteRequest<AvailabilityPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "295f0f4559910eb035d14d99edbd56c4f9cc84de0b50f7843b9e277322fc471e",
    "metadata": {},
    "name": "AvailabilityPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
