/**
 * @generated SignedSource<<d5fc8a357fc835e5614a2bba3b6008a7>>
 * @relayHash 64eea0bc8be3eed638fd64861ae0a6d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c6f1458b0019e6920b1273bbcfc366d498242f989f8af8d4f9c51f94abbb036

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4c6f1458b0019e6920b1273bbcfc366d498242f989f8af8d4f9c51f94abbb036",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
