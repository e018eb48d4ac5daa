/**
 * @generated SignedSource<<f9bbcbe0ba5432dc51ab3a1755d1e120>>
 * @relayHash d8558e0d4c352739e08685567d03f5e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 882f3c17845568d8fb162eeec4e5dfda3dc8ecb684df71fed4d8b291f35d758a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminListingChangesPageQuery } from './AdminListingChangesPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminListingChangesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "882f3c17845568d8fb162eeec4e5dfda3dc8ecb684df71fed4d8b291f35d758a",
    "metadata": {},
    "name": "AdminListingChangesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
