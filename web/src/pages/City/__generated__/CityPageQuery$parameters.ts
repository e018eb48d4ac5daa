/**
 * @generated SignedSource<<5c7657dcd5a1c31f12532ddb6a53e1ca>>
 * @relayHash aa5856e220a2035ce1aa80143efe2596
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4979fae2f2a97bcf42eef3a46dd6eca89c427bb3bca336b7278db91f59c4c873

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CityPageQuery } from './CityPageQuery.graphql';

const node: PreloadableConcreteRequest<CityPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4979fae2f2a97bcf42eef3a46dd6eca89c427bb3bca336b7278db91f59c4c873",
    "metadata": {},
    "name": "CityPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
