/**
 * @generated SignedSource<<f5638d08ceaa61c1ae9dd307f767db2c>>
 * @relayHash bf6acb5d60c7c55a44e13461c6bb619a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f437911518c38fd627bb8cbafc220f31de9657edce8c72c2c9aa5dbd87598728

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminPageQuery } from './AdminPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f437911518c38fd627bb8cbafc220f31de9657edce8c72c2c9aa5dbd87598728",
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
