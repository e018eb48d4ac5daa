/**
 * @generated SignedSource<<6f70be9b3c034367d8fb0cc95c355969>>
 * @relayHash b78b24cc426959dd96c0d52cf9e9a423
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eae9cea8a0f65aaff46cefaceabaa7f939be1c5af44c884f07079509e43fa47a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eae9cea8a0f65aaff46cefaceabaa7f939be1c5af44c884f07079509e43fa47a",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
