/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    __typename\n    ... on SignInPayload {\n      viewer {\n        name\n        role\n        email\n        provider {\n          databaseId\n        }\n      }\n    }\n    ... on Error {\n      message\n    }\n    ... on TooManySignInAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nquery Viewer {\n  viewer {\n    id\n    name\n    role\n  }\n}": typeof types.SignInDocument,
    "query ProvidersPage($first: Int, $after: String) {\n  providers(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        databaseId\n        name\n        rating\n        startingPrice\n        services\n        isCertified\n        city {\n          name\n        }\n      }\n    }\n  }\n}": typeof types.ProvidersPageDocument,
};
const documents: Documents = {
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    __typename\n    ... on SignInPayload {\n      viewer {\n        name\n        role\n        email\n        provider {\n          databaseId\n        }\n      }\n    }\n    ... on Error {\n      message\n    }\n    ... on TooManySignInAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nquery Viewer {\n  viewer {\n    id\n    name\n    role\n  }\n}": types.SignInDocument,
    "query ProvidersPage($first: Int, $after: String) {\n  providers(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        databaseId\n        name\n        rating\n        startingPrice\n        services\n        isCertified\n        city {\n          name\n        }\n      }\n    }\n  }\n}": types.ProvidersPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    __typename\n    ... on SignInPayload {\n      viewer {\n        name\n        role\n        email\n        provider {\n          databaseId\n        }\n      }\n    }\n    ... on Error {\n      message\n    }\n    ... on TooManySignInAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nquery Viewer {\n  viewer {\n    id\n    name\n    role\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    __typename\n    ... on SignInPayload {\n      viewer {\n        name\n        role\n        email\n        provider {\n          databaseId\n        }\n      }\n    }\n    ... on Error {\n      message\n    }\n    ... on TooManySignInAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nquery Viewer {\n  viewer {\n    id\n    name\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersPage($first: Int, $after: String) {\n  providers(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        databaseId\n        name\n        rating\n        startingPrice\n        services\n        isCertified\n        city {\n          name\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query ProvidersPage($first: Int, $after: String) {\n  providers(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        databaseId\n        name\n        rating\n        startingPrice\n        services\n        isCertified\n        city {\n          name\n        }\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;