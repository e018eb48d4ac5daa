/**
 * @generated SignedSource<<51b7690c7a681c0b01b1ecfb5f3482ca>>
 * @relayHash f635b34465a68df0e466026a41ed6926
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edfab15e07770e6037027fd28d6da1d2fc1347e03c64f0c569f7ae0bea1ebc5f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentSuccessPageQuery } from './PaymentSuccessPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentSuccessPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "edfab15e07770e6037027fd28d6da1d2fc1347e03c64f0c569f7ae0bea1ebc5f",
    "metadata": {},
    "name": "PaymentSuccessPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
