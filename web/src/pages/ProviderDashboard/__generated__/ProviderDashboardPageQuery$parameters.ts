/**
 * @generated SignedSource<<31464b6d7bd14edb3d64b3861c683bcc>>
 * @relayHash 2a7154af1d424b0561c075b56ec2c264
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4537fc9cedf4557b89ef8b96ec6e6ff6cba353539a413114810260c81a518089

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProviderDashboardPageQuery } from './ProviderDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<ProviderDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4537fc9cedf4557b89ef8b96ec6e6ff6cba353539a413114810260c81a518089",
    "metadata": {},
    "name": "ProviderDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
