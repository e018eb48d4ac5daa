/**
 * @generated SignedSource<<dedd5df28fc8bd879c8dc13c4ee2924c>>
 * @relayHash 159c3c032cc87d03b2d00729415a9403
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 761f1c71b7b325d7d8e249d18898f6d30297d44a1d774f9ea55c72e5bb48333d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "761f1c71b7b325d7d8e249d18898f6d30297d44a1d774f9ea55c72e5bb48333d",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
