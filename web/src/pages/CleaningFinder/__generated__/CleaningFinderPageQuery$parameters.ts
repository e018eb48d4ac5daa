/**
 * @generated SignedSource<<0f0424ba469948ffd1aff454bf424624>>
 * @relayHash 958726bf4dd96971f6d6b8b1df2fd484
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ec8d3893881a711021f74f453fcabe30458ab8360f011f0299902da40f50244

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningFinderPageQuery } from './CleaningFinderPageQuery.graphql';

const node: PreloadableConcreteRequest<CleaningFinderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0ec8d3893881a711021f74f453fcabe30458ab8360f011f0299902da40f50244",
    "metadata": {},
    "name": "CleaningFinderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
