/**
 * @generated SignedSource<<7e8122aff123c2821e86ee1cf7770f76>>
 * @relayHash f0dd1d4280ec4a30da4eb952d6282d90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70fe82015ede3fd3f334c6382bcb795b33de48809452686090fa59f835badf3c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GuestBookingPageQuery } from './GuestBookingPageQuery.graphql';

const node: PreloadableConcreteRequest<GuestBookingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70fe82015ede3fd3f334c6382bcb795b33de48809452686090fa59f835badf3c",
    "metadata": {},
    "name": "GuestBookingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
