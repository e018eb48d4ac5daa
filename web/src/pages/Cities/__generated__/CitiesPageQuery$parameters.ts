/**
 * @generated SignedSource<<01d6aa49738aa40d7a286ebe36756ae4>>
 * @relayHash 3788932a337916dd9da72cc6cc25df14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bb31bb8b317d8ee6dab873bf293be8f0f77a0422a4288c84302afe12889e02a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CitiesPageQuery } from './CitiesPageQuery.graphql';

const node: PreloadableConcreteRequest<CitiesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1bb31bb8b317d8ee6dab873bf293be8f0f77a0422a4288c84302afe12889e02a",
    "metadata": {},
    "name": "CitiesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
