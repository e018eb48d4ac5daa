/**
 * @generated SignedSource<<0f47c6305a702ba84d87394b29ec5b0f>>
 * @relayHash 85e237202d9093732f4d897f2d684728
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea2fbb488eb749cd0e72e077220f86faef5da8cb01f00a27b44a9514215acd38

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminPartnersPageQuery } from './AdminPartnersPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminPartnersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ea2fbb488eb749cd0e72e077220f86faef5da8cb01f00a27b44a9514215acd38",
    "metadata": {},
    "name": "AdminPartnersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
