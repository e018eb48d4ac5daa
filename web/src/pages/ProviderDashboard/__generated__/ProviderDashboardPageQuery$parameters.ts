/**
 * @generated SignedSource<<fafd67e0cb09fb1286e3227e5ad390c0>>
 * @relayHash 8001b12ccc24c9123c6277e46590e8a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fddb0bce7f9b9470ce9116641764c7acec4e2e6d6b20284b5fb0ba23e0ef91fe

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fddb0bce7f9b9470ce9116641764c7acec4e2e6d6b20284b5fb0ba23e0ef91fe",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
