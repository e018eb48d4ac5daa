/**
 * @generated SignedSource<<066bcea4318e52380e52ee2d69dac18e>>
 * @relayHash 4cb1296ab6b98259f84695edb3612344
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d43d8991b0a3dfcb65a009b29cde1195a8359f2f213d8c03be3b0f7b711a9e62

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlatformEarningsPageQuery } from './PlatformEarningsPageQuery.graphql';

const node: PreloadableConcreteRequest<PlatformEarningsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d43d8991b0a3dfcb65a009b29cde1195a8359f2f213d8c03be3b0f7b711a9e62",
    "metadata": {},
    "name": "PlatformEarningsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
