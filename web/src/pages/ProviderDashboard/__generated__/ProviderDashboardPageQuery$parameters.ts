/**
 * @generated SignedSource<<fb178ad2caf72eb8fce11100a3767d60>>
 * @relayHash 0ae70c4758e92fb79eec891b78a346bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 900ac5e327a6dfa366935d1378e7595667c6177f947dfd30569d187b54cb0a5c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "900ac5e327a6dfa366935d1378e7595667c6177f947dfd30569d187b54cb0a5c",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
