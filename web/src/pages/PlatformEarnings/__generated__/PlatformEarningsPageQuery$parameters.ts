/**
 * @generated SignedSource<<38999a555e903cdf3417689b599db73d>>
 * @relayHash a56acb2d6757448dd4645716a45c50fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73a531237d9153fcd29785034b3fe5f9c955ea39f0bd4d519d7eb678d1c36d8f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlatformEarningsPageQuery } from './PlatformEarningsPageQuery.graphql';

const node: PreloadableConcreteRequest<PlatformEarningsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "73a531237d9153fcd29785034b3fe5f9c955ea39f0bd4d519d7eb678d1c36d8f",
    "metadata": {},
    "name": "PlatformEarningsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
