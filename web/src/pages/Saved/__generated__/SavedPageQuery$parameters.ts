/**
 * @generated SignedSource<<323d6bac2d61d52b22f5a0bbcd641245>>
 * @relayHash 82c71de8bd93758089a5d8dcb3a4810d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71ae7dc546adf6c89ac93dbd32f602e0fcd0a0ea0ab29c5c021099b16498a3e3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SavedPageQuery } from './SavedPageQuery.graphql';

const node: PreloadableConcreteRequest<SavedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "71ae7dc546adf6c89ac93dbd32f602e0fcd0a0ea0ab29c5c021099b16498a3e3",
    "metadata": {},
    "name": "SavedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
