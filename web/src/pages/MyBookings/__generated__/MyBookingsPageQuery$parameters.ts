/**
 * @generated SignedSource<<27907757716ae70b04dc1139d6fbbb6f>>
 * @relayHash f864747a4647080ea7ac40b636886280
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bab9fd7ce817ad18fca29b15743b75f95bdd3ac9338efc1f684ac3c041eaf20

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyBookingsPageQuery } from './MyBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0bab9fd7ce817ad18fca29b15743b75f95bdd3ac9338efc1f684ac3c041eaf20",
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
