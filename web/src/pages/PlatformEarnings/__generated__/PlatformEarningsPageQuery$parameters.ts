/**
 * @generated SignedSource<<40f102cc456f9fce720f9053efa4158a>>
 * @relayHash 3a49fad1a510a9b2b05c62bccbbede07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 155774856b0747a8fb0f811a84e3fdf2a2c2601d050f9539a2c7a40ce0527fde

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlatformEarningsPageQuery } from './PlatformEarningsPageQuery.graphql';

const node: PreloadableConcreteRequest<PlatformEarningsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "155774856b0747a8fb0f811a84e3fdf2a2c2601d050f9539a2c7a40ce0527fde",
    "metadata": {},
    "name": "PlatformEarningsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
