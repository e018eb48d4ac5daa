/**
 * @generated SignedSource<<8a7300569e5aef3deca72e0b67f471f5>>
 * @relayHash 493eedb5578a7eac8c9b43d8ad1ff700
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b1d90295887c0959426b7d8cc8af0c73a698336ac827f3bebd110d9c8765a36

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0b1d90295887c0959426b7d8cc8af0c73a698336ac827f3bebd110d9c8765a36",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
