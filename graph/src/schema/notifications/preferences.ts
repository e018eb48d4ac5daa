import { builder } from "../../builder.ts";
import { ValidationError } from "../../services/errors.ts";
import {
  MAX_CHANGES,
  NOTIFICATION_GROUPS,
  type NotificationPreference,
  preferencesOf,
  setNotificationPreferences,
  TUNABLE_CHANNELS,
} from "../../services/notifications/preferences.ts";
import { UserNode } from "../accounts/user.ts";
import { DeliveryChannelEnum, NotificationKindEnum } from "./notifications.ts";

const NotificationGroupEnum = builder.enumType("NotificationGroup", {
  values: NOTIFICATION_GROUPS,
  description: "How the preferences screen groups the kinds; SECURITY holds the notices that are always sent.",
});

const NotificationPreferenceRef = builder.objectRef<NotificationPreference>("NotificationPreference").implement({
  description:
    "Whether one kind of notice reaches the account by email and by push. The in-app bell always keeps it. " +
    "The words for each kind belong to the client's message catalog.",
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (preference) => preference.kind }),
    group: t.field({ type: NotificationGroupEnum, resolve: (preference) => preference.group }),
    email: t.exposeBoolean("email"),
    push: t.exposeBoolean("push"),
    locked: t.exposeBoolean("locked", { description: "Always sent (account security notices): cannot be turned off." }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  notificationPreferences: t.field({
    type: [NotificationPreferenceRef],
    description: "Which notices the account gets by email and push, grouped. Only the account itself reads them.",
    resolve: (user, _args, ctx) => (ctx.viewer?.userId === user.id ? preferencesOf(ctx, ctx.viewer) : []),
  }),
}));

const NotificationPreferenceChange = builder.inputType("NotificationPreferenceChange", {
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, required: true }),
    channel: t.field({ type: DeliveryChannelEnum, required: true }),
    enabled: t.boolean({ required: true }),
  }),
});

const SetNotificationPreferencesPayload = builder
  .objectRef<{ userId: number; preferences: NotificationPreference[] }>("SetNotificationPreferencesPayload")
  .implement({
    fields: (t) => ({
      notificationPreferences: t.field({
        type: [NotificationPreferenceRef],
        resolve: (payload) => payload.preferences,
      }),
      viewer: t.prismaField({
        type: "User",
        resolve: (query, payload, _args, ctx) =>
          ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

builder.mutationField("setNotificationPreferences", (t) =>
  t.field({
    type: SetNotificationPreferencesPayload,
    description:
      `Turn kinds of notice on or off by email or push for the signed-in account (${TUNABLE_CHANNELS.join(", ")}; ` +
      `at most ${MAX_CHANGES} changes). Setting what is already set changes nothing. Account security notices ` +
      "cannot be turned off (ValidationError).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("SetNotificationPreferencesInput", {
          fields: (f) => ({ changes: f.field({ type: [NotificationPreferenceChange], required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: "SetNotificationPreferencesResult" } },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.viewer!.userId,
      preferences: await setNotificationPreferences(ctx, input),
    }),
  }),
);
