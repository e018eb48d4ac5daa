/**
 * @generated SignedSource<<5c718b25ed9877c80bab792d0e188d79>>
 * @relayHash f0f3b360bff2d9ff6997f0915d9cb1da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8c348ddeaf5900e5b4e8848a0ba228a07957553bab4abe9a04add307a3d2bd7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a8c348ddeaf5900e5b4e8848a0ba228a07957553bab4abe9a04add307a3d2bd7",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
