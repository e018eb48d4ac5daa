import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { fetchGraphQL } from "./fetchGraphQL";

/**
 * One Relay environment for the app. Spec section 7: data never goes stale and nothing
 * refetches or retries on its own — Relay does neither unless asked, and the store keeps
 * no expiry (`queryCacheExpirationTime` unset), so this is the whole configuration.
 */
export function createRelayEnvironment(fetchImpl: typeof fetch = (...args) => fetch(...args)): Environment {
  return new Environment({
    network: Network.create((request, variables) => fetchGraphQL(request, variables, fetchImpl)),
    store: new Store(new RecordSource()),
  });
}
