/**
 * @generated SignedSource<<304bca9781ced60d9d3b3c3f00dc59f3>>
 * @relayHash 75b106da4aa2148757fcc5af206d2ee1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce783909751f41704d9709c576f1814f97b4281503fa212779ab398228f659d7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ce783909751f41704d9709c576f1814f97b4281503fa212779ab398228f659d7",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
