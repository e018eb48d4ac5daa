import { describe, expect, it } from "vitest";
import { safeNextPath } from "../lib/safeNextPath";
import { accessFor, secondFactorStepFor, signInPathFor } from "./RequireRoleAccess";

describe("accessFor", () => {
  it("sends a signed-out visitor to sign in", () => {
    expect(accessFor(null, ["ADMIN"])).toBe("sign-in");
    expect(accessFor(undefined, ["ADMIN"])).toBe("sign-in");
  });

  it("lets in an allowed role and turns away the others", () => {
    expect(accessFor("ADMIN", ["ADMIN"])).toBe("allowed");
    expect(accessFor("PROVIDER", ["ADMIN", "PROVIDER"])).toBe("allowed");
    expect(accessFor("CUSTOMER", ["ADMIN"])).toBe("forbidden");
    expect(accessFor("PROVIDER", ["ADMIN"])).toBe("forbidden");
  });

  it("turns away a role this build does not know", () => {
    expect(accessFor("%future added value", ["ADMIN"])).toBe("forbidden");
  });
});

describe("secondFactorStepFor", () => {
  const staff = { role: "ADMIN", twoFactorEnabled: true, secondFactorVerified: true };

  it("asks staff on a staff screen to set it up, then to give the code, then nothing", () => {
    expect(secondFactorStepFor({ ...staff, twoFactorEnabled: false, secondFactorVerified: false }, ["ADMIN"])).toBe(
      "enrol",
    );
    expect(secondFactorStepFor({ ...staff, secondFactorVerified: false }, ["ADMIN"])).toBe("confirm");
    expect(secondFactorStepFor(staff, ["ADMIN"])).toBeNull();
    expect(secondFactorStepFor({ ...staff, secondFactorVerified: false }, ["PROVIDER", "ADMIN"])).toBe("confirm");
  });

  it("asks nothing on a screen every account has, nor of anyone but staff", () => {
    const unverified = { ...staff, twoFactorEnabled: false, secondFactorVerified: false };
    expect(secondFactorStepFor(unverified, ["CUSTOMER", "PROVIDER", "ADMIN"])).toBeNull();
    expect(secondFactorStepFor({ ...unverified, role: "PROVIDER" }, ["PROVIDER", "ADMIN"])).toBeNull();
    expect(secondFactorStepFor(null, ["ADMIN"])).toBeNull();
  });
});

describe("signInPathFor", () => {
  it("asks the sign-in page to come back to the path and its query", () => {
    const path = signInPathFor({ pathname: "/admin/approvals", search: "?page=2&sort=new" });
    expect(path).toBe("/sign-in?next=%2Fadmin%2Fapprovals%3Fpage%3D2%26sort%3Dnew");
    const next = new URL(path, "http://app.test").searchParams.get("next");
    expect(next).toBe("/admin/approvals?page=2&sort=new");
    expect(safeNextPath(next)).toBe("/admin/approvals?page=2&sort=new");
  });

  it("works without a query", () => {
    expect(signInPathFor({ pathname: "/admin", search: "" })).toBe("/sign-in?next=%2Fadmin");
  });
});
