/**
 * @generated SignedSource<<f7eaa761979c2668bea6aaae9dbff83f>>
 * @relayHash 6f03ffc38f47e47ef9707b45f2579e7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 838f14e09ad5405b266efd207510d30d61e59a657302f4fc507f5ccb6d6695e4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "838f14e09ad5405b266efd207510d30d61e59a657302f4fc507f5ccb6d6695e4",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
