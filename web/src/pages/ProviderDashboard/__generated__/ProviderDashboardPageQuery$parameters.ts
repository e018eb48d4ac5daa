/**
 * @generated SignedSource<<7ed587ba1d0e942f1dc87f5c373f24b0>>
 * @relayHash 5bf196343d00038a12e219b03bac46a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e3294c4fe95f5af42635a3391deb68aed2d381e6a36d5ed6f4298fab995bd81

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4e3294c4fe95f5af42635a3391deb68aed2d381e6a36d5ed6f4298fab995bd81",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
