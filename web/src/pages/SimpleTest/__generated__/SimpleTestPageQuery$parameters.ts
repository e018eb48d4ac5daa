/**
 * @generated SignedSource<<406ffc344ddb19f4036cb803b8f8bcb4>>
 * @relayHash 21dd077f494b111575b02aeb8d05567f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3f6a6222adaf48ac10fec2729f205f0550455cba283519ec183a635c3958977

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SimpleTestPageQuery } from './SimpleTestPageQuery.graphql';

const node: PreloadableConcreteRequest<SimpleTestPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3f6a6222adaf48ac10fec2729f205f0550455cba283519ec183a635c3958977",
    "metadata": {},
    "name": "SimpleTestPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
