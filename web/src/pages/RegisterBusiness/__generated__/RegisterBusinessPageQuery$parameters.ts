/**
 * @generated SignedSource<<146474913a50310fa3f24b02c3856b2f>>
 * @relayHash 5e3d724b443b75b1805eb0149fd47c51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db3862b20c953383062d10829b81f87fa6d2775bdd1b4ef98cfc10c45d3200e2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RegisterBusinessPageQuery } from './RegisterBusinessPageQuery.graphql';

const node: PreloadableConcreteRequest<RegisterBusinessPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db3862b20c953383062d10829b81f87fa6d2775bdd1b4ef98cfc10c45d3200e2",
    "metadata": {},
    "name": "RegisterBusinessPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
