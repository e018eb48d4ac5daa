/**
 * @generated SignedSource<<88ad54dd129bccf682d54765eeb18086>>
 * @relayHash 13a1cb14145dd4cfbb63bed15fb7ed37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1e96a4dcea6403f8da7fca0bcb5d380b590bafd239ed837594d6d41b84def08

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RegisterBusinessPageQuery } from './RegisterBusinessPageQuery.graphql';

const node: PreloadableConcreteRequest<RegisterBusinessPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1e96a4dcea6403f8da7fca0bcb5d380b590bafd239ed837594d6d41b84def08",
    "metadata": {},
    "name": "RegisterBusinessPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
