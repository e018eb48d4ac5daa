/**
 * @generated SignedSource<<944a85507004b6c6b12c12781f34acd6>>
 * @relayHash 54c0a4754e58ecfe9766de742fa9520a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f2f4374e7dcf194a9f3d1ec2b9746f6983ba9ec14a19780d00978c4b455c8d4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminReviewsPageQuery } from './AdminReviewsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminReviewsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f2f4374e7dcf194a9f3d1ec2b9746f6983ba9ec14a19780d00978c4b455c8d4",
    "metadata": {},
    "name": "AdminReviewsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
