/**
 * @generated SignedSource<<695b83733cc9557adad0abe82bfe751d>>
 * @relayHash 0766443b3898c4276c5b5f4c042a33d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3685add2cf517069b72cc11d5de63754acbec0b5832e1dffe7edc746accf8e35

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderListingPageQuery } from './ProviderListingPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderListingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3685add2cf517069b72cc11d5de63754acbec0b5832e1dffe7edc746accf8e35",
    "metadata": {},
    "name": "ProviderListingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
