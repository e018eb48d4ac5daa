/**
 * @generated SignedSource<<61553306949c75afcc0dbe60cf881939>>
 * @relayHash bdec4fd5d58ec5c064ee951fcf3362be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efcdc5ad902facf76de2d5b8a54fadfaaca671cd03404c33a04d6635a7e06311

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderProfilePageQuery } from './ProviderProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "efcdc5ad902facf76de2d5b8a54fadfaaca671cd03404c33a04d6635a7e06311",
    "metadata": {},
    "name": "ProviderProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
