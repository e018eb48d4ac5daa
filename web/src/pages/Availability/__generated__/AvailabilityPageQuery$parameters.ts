/**
 * @generated SignedSource<<7edf2bc453006c14736bae181ebee812>>
 * @relayHash e1e13421e24fc8d5ecc6bf8c26e7d797
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df1e061f02d4a30d43ee83f0e67c9b777b4e06366edc0e574b7dbe63cbcd4650

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AvailabilityPageQuery } from './AvailabilityPageQuery.graphql';

const node: PreloadableConcreteRequest<AvailabilityPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df1e061f02d4a30d43ee83f0e67c9b777b4e06366edc0e574b7dbe63cbcd4650",
    "metadata": {},
    "name": "AvailabilityPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
