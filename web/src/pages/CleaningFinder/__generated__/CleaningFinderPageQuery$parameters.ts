/**
 * @generated SignedSource<<d11c3b9143223730fe8f260da170147c>>
 * @relayHash ee9a2f0c248d702b9df447a90d16c2d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c0a2a68e227daee76723f680ff284515d2ea885bf0b297d1c80372e694ed7ed

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningFinderPageQuery } from './CleaningFinderPageQuery.graphql';

const node: PreloadableConcreteRequest<CleaningFinderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1c0a2a68e227daee76723f680ff284515d2ea885bf0b297d1c80372e694ed7ed",
    "metadata": {},
    "name": "CleaningFinderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
