import { graphql } from "react-relay/hooks";
import {
  commitMutation,
  createOperationDescriptor,
  type Environment,
  fetchQuery,
  getRequest,
  type GraphQLTaggedNode,
  type MutationParameters,
  type Snapshot,
} from "relay-runtime";
import { toast } from "../components/Toast/useToast";
import type { syncMergeSavedProvidersMutation } from "./__generated__/syncMergeSavedProvidersMutation.graphql";
import type { syncSavedProvidersListQuery } from "./__generated__/syncSavedProvidersListQuery.graphql";
import type { syncSavedProvidersViewerQuery$data } from "./__generated__/syncSavedProvidersViewerQuery.graphql";
import type { syncSaveProviderMutation } from "./__generated__/syncSaveProviderMutation.graphql";
import type { syncUnsaveProviderMutation } from "./__generated__/syncUnsaveProviderMutation.graphql";
import {
  EMPTY,
  fromAccountList,
  newestFirst,
  notify,
  read,
  readAccount,
  withSavedId,
  write,
  writeAccount,
} from "./store";

// Someone signed in also keeps their hearts in the account (the bottom navigation's 'Saved'):
// at sign-in the device's list is merged into the account's once, and from then on the
// device's list mirrors the account's.

// The server refuses more than this many per account; the device merges no more in.
import { SAVED_PROVIDERS_MAX } from "../../../shared/providers/saved-providers";

export type AccountStep = "none" | "forget" | "merge" | "replace" | "refresh";

/**
 * What the device does when it learns who is signed in (`viewerId`, null for nobody), given
 * the account its list mirrors (`mirrored`). Pure.
 * - nobody, mirroring nobody: a visitor's hearts, on the device alone.
 * - nobody, mirroring an account: signed out; the account's hearts are not left for whoever
 *   uses the device next (as the sign-out forgets everything fetched while signed in).
 * - an account, mirroring nobody: the first sign-in on this device: merge the device's hearts in.
 * - an account, mirroring it: read the account's list (another device may have changed it).
 * - an account, mirroring another: that one's hearts are not this one's; start from this one's.
 */
export function accountStep(viewerId: string | null, mirrored: string | null): AccountStep {
  if (viewerId === null) return mirrored === null ? "none" : "forget";
  if (mirrored === null) return "merge";
  return mirrored === viewerId ? "refresh" : "replace";
}

// Read when first used rather than at import, so the unit tests can import the pure helpers
// above without the Relay transform (which turns each tag into its artifact).
const operations = () => ({
  viewerQuery: graphql`
    query syncSavedProvidersViewerQuery {
      viewer {
        id
      }
    }
  `,
  listQuery: graphql`
    query syncSavedProvidersListQuery {
      viewer {
        id
        savedProviderIds
      }
    }
  `,
  saveMutation: graphql`
    mutation syncSaveProviderMutation($input: SavedProviderInput!) {
      saveProvider(input: $input) {
        __typename
        ... on SaveProviderPayload {
          viewer {
            id
            savedProviderIds
          }
        }
        ... on Error {
          message
        }
      }
    }
  `,
  unsaveMutation: graphql`
    mutation syncUnsaveProviderMutation($input: SavedProviderInput!) {
      unsaveProvider(input: $input) {
        __typename
        ... on UnsaveProviderPayload {
          viewer {
            id
            savedProviderIds
          }
        }
        ... on Error {
          message
        }
      }
    }
  `,
  mergeMutation: graphql`
    mutation syncMergeSavedProvidersMutation($input: MergeSavedProvidersInput!) {
      mergeSavedProviders(input: $input) {
        __typename
        ... on MergeSavedProvidersPayload {
          viewer {
            id
            savedProviderIds
          }
        }
        ... on Error {
          message
        }
      }
    }
  `,
});

/** A refusal in the server's own words (the list is full, the provider is gone). */
class RefusedError extends Error {}

function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M["variables"],
): Promise<M["response"]> {
  return new Promise((resolve, reject) =>
    commitMutation<M>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response)),
      onError: reject,
    }),
  );
}

/** The account's list after a change, or the refusal. */
function listAfter(result: { __typename: string; message?: string; viewer?: { savedProviderIds: readonly string[] } }) {
  if (result.viewer) return result.viewer.savedProviderIds;
  throw new RefusedError(result.message ?? "");
}

/**
 * One per Relay environment (the app has one): who the device last knew to be signed in, and
 * the account calls in flight, one at a time, so each answers after the ones before it and the
 * last answer is the account's list as it now is.
 */
interface AccountSync {
  viewerId: string | null | undefined;
  /** The account whose list has come in during this visit (null: a visitor's, nothing to wait for). */
  settledFor: string | null | undefined;
  queue: Promise<void>;
  pending: number;
  users: number;
  dispose: (() => void) | null;
}

const syncs = new WeakMap<Environment, AccountSync>();

/** The account whose list has come in during this visit, if any (null: a visitor's). */
export function settledFor(environment: Environment): string | null | undefined {
  return syncs.get(environment)?.settledFor;
}

/**
 * Runs an account call after the ones queued before it. Its answer (the account's list)
 * becomes the device's once no later call is waiting, and only while the same account is
 * signed in.
 */
function enqueue(
  sync: AccountSync,
  call: () => Promise<readonly string[] | null>,
  {
    onAnswer,
    onFailure,
    onSettled,
  }: { onAnswer?: () => void; onFailure?: (error: unknown) => void; onSettled?: () => void } = {},
) {
  const viewerId = sync.viewerId;
  sync.pending += 1;
  sync.queue = sync.queue.then(call).then(
    (list) => {
      sync.pending -= 1;
      if (sync.viewerId !== viewerId) return;
      onAnswer?.();
      if (list && sync.pending === 0) write(fromAccountList(list));
      onSettled?.();
    },
    (error: unknown) => {
      sync.pending -= 1;
      if (sync.viewerId !== viewerId) return;
      onFailure?.(error);
      onSettled?.();
    },
  );
}

/** The account's list came in (or could not): whatever the device holds is what there is. */
function settle(sync: AccountSync, viewerId: string | null) {
  sync.settledFor = viewerId;
  notify();
}

function onViewer(environment: Environment, sync: AccountSync, viewerId: string | null) {
  if (sync.viewerId === viewerId) return;
  sync.viewerId = viewerId;
  const step = accountStep(viewerId, readAccount());
  if (step === "forget" || step === "replace") {
    writeAccount(null);
    write(EMPTY);
  }
  if (viewerId === null) return settle(sync, null);
  const onSettled = () => settle(sync, viewerId);
  if (step === "refresh") {
    enqueue(
      sync,
      async () => {
        const data = await fetchQuery<syncSavedProvidersListQuery>(
          environment,
          operations().listQuery,
          {},
          {
            fetchPolicy: "network-only",
          },
        ).toPromise();
        return data?.viewer?.savedProviderIds ?? null;
      },
      { onSettled },
    );
    return;
  }
  // The first sign-in here: the device's hearts join the account's, newest first. Failing,
  // the device keeps its list and tries again on the next visit.
  enqueue(
    sync,
    async () => {
      const { mergeSavedProviders } = await commit<syncMergeSavedProvidersMutation>(
        environment,
        operations().mergeMutation,
        {
          input: { providerIds: newestFirst(read()).slice(0, SAVED_PROVIDERS_MAX) },
        },
      );
      return listAfter(mergeSavedProviders);
    },
    { onAnswer: () => writeAccount(viewerId), onSettled },
  );
}

/** Follows who is signed in (the header's query puts the viewer in the store) while hearts are shown. */
export function startAccountSync(environment: Environment): () => void {
  let sync = syncs.get(environment);
  if (!sync) {
    sync = {
      viewerId: undefined,
      settledFor: undefined,
      queue: Promise.resolve(),
      pending: 0,
      users: 0,
      dispose: null,
    };
    syncs.set(environment, sync);
  }
  const current = sync;
  current.users += 1;
  if (current.users === 1) {
    const snapshot = environment.lookup(createOperationDescriptor(getRequest(operations().viewerQuery), {}).fragment);
    const seen = (next: Snapshot) => {
      // Not loaded yet: the header's query will bring it, and this hears it.
      if (next.isMissingData) return;
      onViewer(environment, current, (next.data as syncSavedProvidersViewerQuery$data).viewer?.id ?? null);
    };
    seen(snapshot);
    const subscription = environment.subscribe(snapshot, seen);
    current.dispose = () => subscription.dispose();
  }
  return () => {
    current.users -= 1;
    if (current.users === 0) {
      current.dispose?.();
      current.dispose = null;
    }
  };
}

/** Saves or unsaves on the device at once, and in the account while someone is signed in. */
export function toggleSaved(environment: Environment, id: string) {
  const saving = !read().has(id);
  write(withSavedId(read(), id, saving));
  const sync = syncs.get(environment);
  // A visitor's hearts (or before the device knows who is signed in) are the device's alone.
  if (!sync?.viewerId) return;
  enqueue(
    sync,
    async () => {
      const variables = { input: { providerId: id } };
      if (saving) {
        const { saveProvider } = await commit<syncSaveProviderMutation>(
          environment,
          operations().saveMutation,
          variables,
        );
        return listAfter(saveProvider);
      }
      const { unsaveProvider } = await commit<syncUnsaveProviderMutation>(
        environment,
        operations().unsaveMutation,
        variables,
      );
      return listAfter(unsaveProvider);
    },
    {
      onFailure: (error) => {
        // The heart goes back to what the account holds, and says why.
        write(withSavedId(read(), id, !saving));
        toast({
          title: { id: saving ? "savedProviders.toast.saveFailed" : "savedProviders.toast.unsaveFailed" },
          description:
            error instanceof RefusedError && error.message ? error.message : { id: "savedProviders.toast.tryAgain" },
          variant: "destructive",
        });
      },
    },
  );
}
