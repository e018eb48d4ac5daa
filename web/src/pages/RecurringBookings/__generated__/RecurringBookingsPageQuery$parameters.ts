/**
 * @generated SignedSource<<1c0568f8de12c149b30096f6ae939e3f>>
 * @relayHash 1919b62d5c130ae1127aa83e18e7213e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a99246c62ec3c16995c5c09ca7de05478d0fd53d0005c64ad23e3248055d0b8c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecurringBookingsPageQuery } from './RecurringBookingsPageQuery.graphql';

const node: PreloadableConcreteRequest<RecurringBookingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a99246c62ec3c16995c5c09ca7de05478d0fd53d0005c64ad23e3248055d0b8c",
    "metadata": {},
    "name": "RecurringBookingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
