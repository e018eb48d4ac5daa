/**
 * @generated SignedSource<<44e8a1fdfa2df71106b9e3671dfd3e31>>
 * @relayHash 00470401a2eb42e55d4b060e60e72140
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 840237235335576431b1691d42379b708e421b4694e1ad52532ca7aec24a2936

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyDataPageQuery } from './MyDataPageQuery.graphql';

const node: PreloadableConcreteRequest<MyDataPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "840237235335576431b1691d42379b708e421b4694e1ad52532ca7aec24a2936",
    "metadata": {},
    "name": "MyDataPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
