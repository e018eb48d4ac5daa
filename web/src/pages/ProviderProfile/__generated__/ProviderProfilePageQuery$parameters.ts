/**
 * @generated SignedSource<<2ab39dd006f521b06dc2d4df6c51cf1f>>
 * @relayHash dc7ed6157a3921d81a087cfa9d4e4038
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1b9f19e3c7412f2da4f81b62ef2afa50534af3cefc5ecf5403541c6a2b82bdb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderProfilePageQuery } from './ProviderProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d1b9f19e3c7412f2da4f81b62ef2afa50534af3cefc5ecf5403541c6a2b82bdb",
    "metadata": {},
    "name": "ProviderProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
