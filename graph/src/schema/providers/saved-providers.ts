import { decodeBase64 } from "@pothos/core";
import { prismaConnectionHelpers } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import type { Prisma, Provider } from "../../generated/prisma/client.ts";
import { ProviderUnavailableError, ValidationError } from "../../services/errors.ts";
import { isDatabaseId } from "../../services/ids.ts";
import {
  canReadSavedProviders,
  mergeSavedProviders,
  saveProvider,
  savedProviderIds,
  savedProvidersQuery,
  unsaveProvider,
} from "../../services/providers/saved-providers.ts";
import { SAVED_PROVIDERS_MAX } from "../../../../shared/providers/saved-providers.ts";
import { UserNode } from "../accounts/user.ts";
import { databaseIdOf } from "../ids.ts";
import { ProviderNode } from "./provider.ts";

const INVALID_CURSOR = "That page cursor is not valid: start again from the first page.";

/** The connection's cursors are (userId, providerId) pairs: both must be ids a column can hold. */
function assertSavedCursors(...cursors: (string | null | undefined)[]): void {
  for (const cursor of cursors) {
    if (cursor == null) continue;
    let text = "";
    try {
      text = decodeBase64(cursor);
    } catch {
      // Refused below.
    }
    const match = /^GPC:T:\["N:(\d{1,10})","N:(\d{1,10})"\]$/.exec(text);
    if (!match || !isDatabaseId(Number(match[1])) || !isDatabaseId(Number(match[2]))) {
      throw new ValidationError(INVALID_CURSOR);
    }
  }
}

// Pages follow the saved rows (newest first); each node is the provider saved.
const savedConnection = prismaConnectionHelpers(builder, "SavedProvider", {
  cursor: "userId_providerId",
  // The viewer's own rows only, whichever account the field is read on. Prisma takes a list
  // of orderings (the tie-break makes pages stable); the helper's type knows only one.
  query: (_args, ctx) => {
    const { where, orderBy } = savedProvidersQuery(ctx);
    return { where, orderBy: orderBy as unknown as Prisma.SavedProviderOrderByWithRelationInput };
  },
  select: (nodeSelection) => ({ createdAt: true, provider: nodeSelection({ select: { id: true } }) }),
  // nodeSelection loads whatever the query asks of the provider; the type only sees the id.
  resolveNode: (saved) => saved.provider as Provider,
});

builder.prismaObjectFields(UserNode, (t) => ({
  savedProviders: t.connection(
    {
      type: ProviderNode,
      description: "Providers this account saved (the hearts), newest first. Only the account itself reads them.",
      select: (args, ctx, nestedSelection) => ({
        savedProviders: savedConnection.getQuery(args, ctx, nestedSelection),
        _count: { select: { savedProviders: { where: savedProvidersQuery(ctx).where } } },
      }),
      resolve: (user, args, ctx) => {
        assertSavedCursors(args.after, args.before);
        const rows = canReadSavedProviders(ctx, user.id) ? user.savedProviders : [];
        return {
          ...savedConnection.resolve(rows, args, ctx),
          totalCount: canReadSavedProviders(ctx, user.id) ? user._count.savedProviders : 0,
        };
      },
    },
    {
      name: "SavedProviderConnection",
      fields: (connection) => ({ totalCount: connection.int({ resolve: (result) => result.totalCount }) }),
    },
    {
      name: "SavedProviderEdge",
      fields: (edge) => ({
        savedAt: edge.field({ type: "DateTime", resolve: (saved) => saved.createdAt }),
      }),
    },
  ),
  savedProviderIds: t.idList({
    description: `The saved providers' global ids, newest first (at most ${SAVED_PROVIDERS_MAX}): what a device mirrors. Empty for anyone else's account.`,
    resolve: async (user, _args, ctx) =>
      (await savedProviderIds(ctx, user.id)).map((id) => encodeGlobalID("Provider", id)),
  }),
}));

const ProviderIdInput = builder.inputType("SavedProviderInput", {
  fields: (t) => ({
    providerId: t.id({ required: true, description: "The provider's global id, or its numeric databaseId." }),
  }),
});

/** What every change answers: the viewer, so a client reads the list as it now is. */
interface SavedChange {
  userId: number;
  providerId: number;
  changed: boolean;
}

const SaveProviderPayload = builder.objectRef<SavedChange>("SaveProviderPayload").implement({
  fields: (t) => ({
    provider: t.prismaField({
      type: ProviderNode,
      resolve: (query, change, _args, ctx) =>
        ctx.db.provider.findUniqueOrThrow({ ...query, where: { id: change.providerId } }),
    }),
    added: t.exposeBoolean("changed", { description: "False when it was saved already." }),
    viewer: t.prismaField({
      type: UserNode,
      resolve: (query, change, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: change.userId } }),
    }),
  }),
});

const UnsaveProviderPayload = builder.objectRef<SavedChange>("UnsaveProviderPayload").implement({
  fields: (t) => ({
    providerId: t.id({
      description: "The provider's global id (for a client to drop it from its lists).",
      resolve: (change) => encodeGlobalID("Provider", change.providerId),
    }),
    removed: t.exposeBoolean("changed", { description: "False when it was not saved." }),
    viewer: t.prismaField({
      type: UserNode,
      resolve: (query, change, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: change.userId } }),
    }),
  }),
});

const MergeSavedProvidersPayload = builder
  .objectRef<{ userId: number; added: number }>("MergeSavedProvidersPayload")
  .implement({
    fields: (t) => ({
      addedCount: t.exposeInt("added", { description: "How many of the device's providers were not saved yet." }),
      viewer: t.prismaField({
        type: UserNode,
        resolve: (query, payload, _args, ctx) =>
          ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

builder.mutationFields((t) => ({
  saveProvider: t.field({
    type: SaveProviderPayload,
    description: `Save an approved provider to the signed-in account's list (the heart); saving twice is saving once. At most ${SAVED_PROVIDERS_MAX}.`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProviderIdInput, required: true }) },
    errors: { types: [ValidationError, ProviderUnavailableError], union: { name: "SaveProviderResult" } },
    resolve: async (_root, { input }, ctx) => {
      const { providerId, added } = await saveProvider(ctx, { providerId: databaseIdOf("Provider", input.providerId) });
      return { userId: ctx.viewer!.userId, providerId, changed: added };
    },
  }),
  unsaveProvider: t.field({
    type: UnsaveProviderPayload,
    description: "Take a provider off the signed-in account's list; not on it, nothing changes.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProviderIdInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "UnsaveProviderResult" } },
    resolve: async (_root, { input }, ctx) => {
      const { providerId, removed } = await unsaveProvider(ctx, {
        providerId: databaseIdOf("Provider", input.providerId),
      });
      return { userId: ctx.viewer!.userId, providerId, changed: removed };
    },
  }),
  mergeSavedProviders: t.field({
    type: MergeSavedProvidersPayload,
    description: `Add a device's saved providers to the signed-in account's (at sign-in): the approved ones not saved yet, in the order sent, while there is room (${SAVED_PROVIDERS_MAX} in all). Ids that name no provider are passed over.`,
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("MergeSavedProvidersInput", {
          fields: (f) => ({
            providerIds: f.idList({
              required: true,
              description: `Global ids or databaseIds, newest first; at most ${SAVED_PROVIDERS_MAX}.`,
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: "MergeSavedProvidersResult" } },
    resolve: async (_root, { input }, ctx) => {
      const { added } = await mergeSavedProviders(ctx, {
        providerIds: input.providerIds.map((id) => databaseIdOf("Provider", id)),
      });
      return { userId: ctx.viewer!.userId, added };
    },
  }),
}));
