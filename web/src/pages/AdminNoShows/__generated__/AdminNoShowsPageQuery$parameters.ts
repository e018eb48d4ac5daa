/**
 * @generated SignedSource<<df2d7731d615c60153ef4921d726c463>>
 * @relayHash 2eef4abc0eb3c558b885d178995d776b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8f5665623791d49cdb54937c3cd5f631c82e08b80ef7bcb7e36dc899d56a943

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminNoShowsPageQuery } from './AdminNoShowsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminNoShowsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b8f5665623791d49cdb54937c3cd5f631c82e08b80ef7bcb7e36dc899d56a943",
    "metadata": {},
    "name": "AdminNoShowsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
