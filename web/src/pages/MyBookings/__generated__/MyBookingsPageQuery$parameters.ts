/**
 * @generated SignedSource<<4718e7aae2b2f6f4ce3af15d515c487a>>
 * @relayHash 04bf1a63b3f28749469a589ed53bd059
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3fa9a9b2804a7d9c7fa3d0529d334e31cc36e04a1a65a57a764dfa4f2b1d5b1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3fa9a9b2804a7d9c7fa3d0529d334e31cc36e04a1a65a57a764dfa4f2b1d5b1",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
