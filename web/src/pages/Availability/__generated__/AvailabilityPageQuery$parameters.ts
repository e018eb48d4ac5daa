/**
 * @generated SignedSource<<8daeb4dc68e594a80daafcac053595df>>
 * @relayHash 3d11c2c71ff9877dbc5e900a27c12867
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 696fce247bc245c28ff6b4330d8f6ddc3f4a5adb76e7e3322e2b06e4588c242a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AvailabilityPageQuery } from './AvailabilityPageQuery.graphql';

const node: PreloadableConcreteRequest<AvailabilityPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "696fce247bc245c28ff6b4330d8f6ddc3f4a5adb76e7e3322e2b06e4588c242a",
    "metadata": {},
    "name": "AvailabilityPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
