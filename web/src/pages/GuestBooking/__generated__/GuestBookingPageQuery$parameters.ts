/**
 * @generated SignedSource<<8cee306f46b97dde630f869c7323f6e3>>
 * @relayHash acddef3d0928cab36192e69b218b27fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6ba02e13815de15d7b10a0c385e53a9672a08ec4240ca0a0feeaaf261982ed7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GuestBookingPageQuery } from './GuestBookingPageQuery.graphql';

const node: PreloadableConcreteRequest<GuestBookingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b6ba02e13815de15d7b10a0c385e53a9672a08ec4240ca0a0feeaaf261982ed7",
    "metadata": {},
    "name": "GuestBookingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
