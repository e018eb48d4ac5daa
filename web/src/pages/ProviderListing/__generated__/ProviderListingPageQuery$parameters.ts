/**
 * @generated SignedSource<<3025bf702875842a345588a09ffefa97>>
 * @relayHash 8f32f288fbfdaae103606d1fa0609a70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da06a740e36e962566634c74fb54e224b39ad3216cf1798599fbe5ef33db9b47

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderListingPageQuery } from './ProviderListingPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderListingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "da06a740e36e962566634c74fb54e224b39ad3216cf1798599fbe5ef33db9b47",
    "metadata": {},
    "name": "ProviderListingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
