/**
 * @generated SignedSource<<67cb52e0f1708eae7cc0ca0513d93218>>
 * @relayHash 954b48b124a223612d073fdbdf0eeb15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2af5ab7fcc2778ceee290a259e8f29ed1c2b8db3b794df517a0f06a0bf9c041

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d2af5ab7fcc2778ceee290a259e8f29ed1c2b8db3b794df517a0f06a0bf9c041",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
