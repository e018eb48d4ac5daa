/**
 * @generated SignedSource<<f3a1417afe37552ffe4237a1473978d7>>
 * @relayHash 3b0da261b5dc3895c39e9f2e110a677d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afa99e2c9170dfa88400ef53755a30aaf36b6863af7667b7eebf5dcb2740498d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SignInPageViewerQuery } from './SignInPageViewerQuery.graphql';

const node: PreloadableConcreteRequest<SignInPageViewerQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "afa99e2c9170dfa88400ef53755a30aaf36b6863af7667b7eebf5dcb2740498d",
    "metadata": {},
    "name": "SignInPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
