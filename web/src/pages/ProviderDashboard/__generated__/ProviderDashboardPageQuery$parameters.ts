/**
 * @generated SignedSource<<6d0b46ee8236a2c2e872ea0b2a56ae7b>>
 * @relayHash 629c5a1ab9d0210c5dc4887864abafa7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 161dc48ec7e966756ce6a220e2fc5b20582601955210acbb6ac5145f5c963a13

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "161dc48ec7e966756ce6a220e2fc5b20582601955210acbb6ac5145f5c963a13",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
