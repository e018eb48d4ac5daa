/**
 * @generated SignedSource<<2a82cc79ffdae42cf2f125400bf5edd4>>
 * @relayHash 28b59dce48027d4d68c94375d6110518
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6843e10e678c4d0ae98e0d058c01deee58bd1d5d3b202168bf07c767094c2be8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderProfilePageQuery } from './ProviderProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6843e10e678c4d0ae98e0d058c01deee58bd1d5d3b202168bf07c767094c2be8",
    "metadata": {},
    "name": "ProviderProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
