/**
 * @generated SignedSource<<250f471595998da905c3873ba0a0fa4b>>
 * @relayHash 5c35367a873fd954d7b00aa6499a5cb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e12912a13d1cbb435545aa102194b9e141165f3d447b177c92be914c067430e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ContactPageQuery } from './ContactPageQuery.graphql';

const node: PreloadableConcreteRequest<ContactPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e12912a13d1cbb435545aa102194b9e141165f3d447b177c92be914c067430e",
    "metadata": {},
    "name": "ContactPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
