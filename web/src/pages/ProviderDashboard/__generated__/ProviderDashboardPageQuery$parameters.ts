/**
 * @generated SignedSource<<316c72ff93e35c3eab9159b8b4e7054d>>
 * @relayHash 680d0cd584b81ab74347ce2a8356fec5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf30bb2b82cbff8b5017b27568a4279fc2d7be11b4f7ebc8b955fe53ec6f3f0c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bf30bb2b82cbff8b5017b27568a4279fc2d7be11b4f7ebc8b955fe53ec6f3f0c",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
