/**
 * @generated SignedSource<<5b9309c1d00f7164554db5e8f028cf1a>>
 * @relayHash c2cfe6812b04408bea2c543102f3d504
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 844d33d795e9844d50e13b38c4e4df3c23328f56519bc4fdabdfdae52faf68e5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "844d33d795e9844d50e13b38c4e4df3c23328f56519bc4fdabdfdae52faf68e5",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
