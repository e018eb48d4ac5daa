/**
 * @generated SignedSource<<d8f83814bbdc624b6728e1b674aa2ba7>>
 * @relayHash f6a5f60b3971df463c4abc55aa6bb4c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12efe9dcfcce8060d0e20b8777baea8857fbac324bd21762c9194a2051b55065

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminPageQuery } from './AdminPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "12efe9dcfcce8060d0e20b8777baea8857fbac324bd21762c9194a2051b55065",
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
