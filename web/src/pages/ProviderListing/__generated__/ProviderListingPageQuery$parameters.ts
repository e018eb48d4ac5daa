/**
 * @generated SignedSource<<02afbaf3aed4658e067f66f0934a812b>>
 * @relayHash 73d0140a9b976deaa1784d59f80b93af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bf7c3fce5e2b0da19227ce638680083b0cedba43274e265f02101062f5adb32

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderListingPageQuery } from './ProviderListingPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderListingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9bf7c3fce5e2b0da19227ce638680083b0cedba43274e265f02101062f5adb32",
    "metadata": {},
    "name": "ProviderListingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
