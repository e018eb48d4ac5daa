/**
 * @generated SignedSource<<a3e95497ecf262e341b10726cc730613>>
 * @relayHash d3b25fb4caa6c632576825ba7596f7dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c50a054acd93e739fb6109c363dbd5786f7dace1601724058aa9e59cb2bfb315

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecurringBookingsPageQuery } from './RecurringBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<RecurringBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c50a054acd93e739fb6109c363dbd5786f7dace1601724058aa9e59cb2bfb315",
    "metadata": {},
    "name": "RecurringBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
