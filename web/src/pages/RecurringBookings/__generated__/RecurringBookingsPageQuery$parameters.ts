/**
 * @generated SignedSource<<881b7fdd858c663e33c7f8e48f139bee>>
 * @relayHash 9987c81da751b0c41d6bcb6f86b5e133
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e45bc74b9dd7c46a51271ede817788d002b8d64c73f963989619b8a09e72230b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecurringBookingsPageQuery } from './RecurringBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<RecurringBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e45bc74b9dd7c46a51271ede817788d002b8d64c73f963989619b8a09e72230b",
    "metadata": {},
    "name": "RecurringBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
