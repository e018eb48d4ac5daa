/**
 * @generated SignedSource<<f2cde73dea856b3c26c2ae9c0b28a486>>
 * @relayHash 5440d033d778281aec7b3e3661fc2eaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d426d5e8794041cf03195def7dc19f62944b89ab8d84c59a608b81dd0a695de6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderProfilePageQuery } from './ProviderProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d426d5e8794041cf03195def7dc19f62944b89ab8d84c59a608b81dd0a695de6",
    "metadata": {},
    "name": "ProviderProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
