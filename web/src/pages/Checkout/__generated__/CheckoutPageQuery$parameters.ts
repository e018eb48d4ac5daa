/**
 * @generated SignedSource<<a0e01bcb507860a20f202307efed92fa>>
 * @relayHash 29e0ebe951dbec3d9c1fb3b9ed310b14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bb527dd09571c535dbd72c03267b313b1b99cb265460cb200a03460a506a60f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2bb527dd09571c535dbd72c03267b313b1b99cb265460cb200a03460a506a60f",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
