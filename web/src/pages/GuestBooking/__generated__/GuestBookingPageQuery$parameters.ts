/**
 * @generated SignedSource<<2b55cf89d907884a00a21f4eb578ab3c>>
 * @relayHash f4ac2a1b919f964776da05039737a95d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6ae1a5baada8ce980b3a13ba9c7888776f1c0c1159ad06c96e72b2d38a65f3d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GuestBookingPageQuery } from './GuestBookingPageQuery.graphql';

const node: PreloadableConcreteRequest<GuestBookingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e6ae1a5baada8ce980b3a13ba9c7888776f1c0c1159ad06c96e72b2d38a65f3d",
    "metadata": {},
    "name": "GuestBookingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
