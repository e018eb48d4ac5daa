// User.businessRegistration: the account's latest business registration, so the registrant
// (viewer.businessRegistration) sees where it stands. The service answers null to anyone but
// the account and staff, and the registration's own read rule says the same.
import { builder } from "../../builder.ts";
import { latestRegistrationOf } from "../../services/onboarding/registration-status.ts";
import { UserNode } from "../accounts/user.ts";
import "./registration.ts";

builder.prismaObjectFields(UserNode, (t) => ({
  businessRegistration: t.prismaField({
    type: "BusinessRegistration",
    nullable: true,
    description:
      "The latest business registration this account submitted, or null. Only the account itself and staff read it.",
    resolve: (query, user, _args, ctx) => latestRegistrationOf(ctx, user.id, query),
  }),
}));
