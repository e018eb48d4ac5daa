/**
 * @generated SignedSource<<a9baf0a15a18d3491e1da1a6f34035de>>
 * @relayHash a54652bc069d86367e227675df7d0195
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bfa680e9ec167ef1fbc6e55d66604d431219751d76b35b330f2591b308947cf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9bfa680e9ec167ef1fbc6e55d66604d431219751d76b35b330f2591b308947cf",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
