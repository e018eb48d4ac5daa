/**
 * @generated SignedSource<<d42c5d106b20ad17b587a2f75636eecc>>
 * @relayHash 96c30051a40555b2db1fd5c5f00f6900
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71580db83950c19beb5b665f615803cb2b9628e8cb369d24736e557432d059c7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SavedPageQuery } from './SavedPageQuery.graphql';

const node: PreloadableConcreteRequest<SavedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "71580db83950c19beb5b665f615803cb2b9628e8cb369d24736e557432d059c7",
    "metadata": {},
    "name": "SavedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
