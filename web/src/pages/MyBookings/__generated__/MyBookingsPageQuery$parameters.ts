/**
 * @generated SignedSource<<3be189d6132f46ad697cabab4e39a429>>
 * @relayHash dff54b9de8584c1d39588b5d379104e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7f21907c808317f3fdc8051485ae071f4cc6f494084021920b4b41fd3650b64

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d7f21907c808317f3fdc8051485ae071f4cc6f494084021920b4b41fd3650b64",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
