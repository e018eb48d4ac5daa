/**
 * @generated SignedSource<<d518c25f8713513a87c3235df6a8328a>>
 * @relayHash 74bd92dc4467b98ed8ebda3d40470888
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 948d6c6f21ff6b919426267d0346c0052cd575b8e58073bfe242ccbe4cf92ace

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayoutsTestOnboardingPageQuery } from './PayoutsTestOnboardingPageQuery.graphql';

const node: PreloadableConcreteRequest<PayoutsTestOnboardingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "948d6c6f21ff6b919426267d0346c0052cd575b8e58073bfe242ccbe4cf92ace",
    "metadata": {},
    "name": "PayoutsTestOnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
