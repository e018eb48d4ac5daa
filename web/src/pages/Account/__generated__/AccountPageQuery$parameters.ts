/**
 * @generated SignedSource<<a5d1b83f8a056330a90c78e2dd42dd1c>>
 * @relayHash df55e029ef20a1442a643b702d216372
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f75c5ec02b651063cac7df4a83e5ac67567c7842c84e78b51192cc27ceccdcc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1f75c5ec02b651063cac7df4a83e5ac67567c7842c84e78b51192cc27ceccdcc",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
