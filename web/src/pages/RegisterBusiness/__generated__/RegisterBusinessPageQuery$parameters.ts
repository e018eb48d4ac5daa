/**
 * @generated SignedSource<<67b839da7ba5313a6835150465d3a8c1>>
 * @relayHash cae1ad59cbd3f6710a32cf69d3c7fca6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc055ee564a837b916edf87eaef02ea2a4a13a81925de29b321d9085966d3e8b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RegisterBusinessPageQuery } from './RegisterBusinessPageQuery.graphql';

const node: PreloadableConcreteRequest<RegisterBusinessPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cc055ee564a837b916edf87eaef02ea2a4a13a81925de29b321d9085966d3e8b",
    "metadata": {},
    "name": "RegisterBusinessPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
