/**
 * @generated SignedSource<<b4a47788d61b4df88033abbbf25bdeaa>>
 * @relayHash 975c826da2d42ca892eedbd66141565a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6158d7d088ff752d9bbac87385ca27603693ff02fdd34b210e02f5042c094c34

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderProfilePageQuery } from './ProviderProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6158d7d088ff752d9bbac87385ca27603693ff02fdd34b210e02f5042c094c34",
    "metadata": {},
    "name": "ProviderProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
