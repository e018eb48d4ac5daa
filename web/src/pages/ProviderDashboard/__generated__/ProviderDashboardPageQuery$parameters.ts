/**
 * @generated SignedSource<<b696ba6c86b79922314348baca533172>>
 * @relayHash 2708e1f358430ca88b8c023b2724c191
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc5e36f28ee44c69dad4bbac2854da8a486c1c28ddac829a0ebcd5292b8e7aba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cc5e36f28ee44c69dad4bbac2854da8a486c1c28ddac829a0ebcd5292b8e7aba",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
