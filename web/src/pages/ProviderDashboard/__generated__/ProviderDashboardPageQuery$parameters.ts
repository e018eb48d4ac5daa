/**
 * @generated SignedSource<<e0724945cae7d9cf87bcc787e28f6e49>>
 * @relayHash 10da7f7ecbf5c8651820abac9865a061
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07d9c0b37ca7be41f5a41bbb6763ae3ba451b7d7783718470f29cedbc3cebc8d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "07d9c0b37ca7be41f5a41bbb6763ae3ba451b7d7783718470f29cedbc3cebc8d",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
