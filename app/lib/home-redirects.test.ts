import { describe, expect, it } from "vitest";
import { homeSteps } from "./home-redirects.ts";

const upgrade = (level: string) => `/plansupgrade/${level}`;
const storage = (values: Record<string, string>) => (key: string) => values[key] ?? null;
const user = { level: "level1", accountType: "user", affiliateId: null, pendingClaim: false };

describe("home redirects (docs/product.md §14)", () => {
  it("save a stored affiliate id only when the profile has none", () => {
    expect(homeSteps(user, storage({ affiliateId: "aff1" }), upgrade)).toEqual([
      { kind: "save-affiliate", affiliateId: "aff1" },
    ]);
    expect(homeSteps({ ...user, affiliateId: "old" }, storage({ affiliateId: "aff1" }), upgrade)).toEqual([]);
  });
  it("send any account with a claim flag to the claim screen first (e-mail accounts too)", () => {
    const steps = homeSteps(user, storage({ claimProfile: "p1", planupgrade: "level3" }), upgrade);
    expect(steps).toEqual([{ kind: "go", to: "/claimProfile", forget: [] }]);
  });
  it("send a level1 user without account type (and no claim) to /account-type", () => {
    expect(homeSteps({ ...user, accountType: null }, storage({}), upgrade)).toEqual([
      { kind: "go", to: "/account-type", forget: [] },
    ]);
    expect(homeSteps({ ...user, accountType: null }, storage({ claimProfile: "p1" }), upgrade)).toEqual([
      { kind: "go", to: "/claimProfile", forget: [] },
    ]);
  });
  it("send a new account whose claim waits for an administrator to its profile, not to /account-type", () => {
    expect(homeSteps({ ...user, accountType: null, pendingClaim: true }, storage({}), upgrade)).toEqual([
      { kind: "go", to: "/profile", forget: [] },
    ]);
  });
  it("send an account with a stored review invitation to it before the account type, forgetting it; a claim still comes first", () => {
    const invited = storage({ reviewInvitation: "tok_en-1", planupgrade: "level4", LoginToRateCoachId: "c1" });
    const go = { kind: "go", to: "/invitations/tok_en-1", forget: ["reviewInvitation"] };
    expect(homeSteps({ ...user, accountType: null }, invited, upgrade)).toEqual([go]);
    expect(homeSteps({ ...user, accountType: null, pendingClaim: true }, invited, upgrade)).toEqual([go]);
    expect(homeSteps(user, invited, upgrade)).toEqual([go]);
    expect(homeSteps(user, storage({ reviewInvitation: "tok", claimProfile: "p1" }), upgrade)).toEqual([
      { kind: "go", to: "/claimProfile", forget: [] },
    ]);
  });
  it("then a stored plan upgrade, then a stored coach to rate, clearing the keys", () => {
    const plan = homeSteps(user, storage({ planupgrade: "level4", LoginToRateCoachId: "c1" }), upgrade);
    expect(plan).toEqual([
      {
        kind: "go",
        to: "/plansupgrade/level4",
        message: expect.stringContaining("sales funnels"),
        forget: ["planupgrade"],
      },
    ]);
    const rate = homeSteps(user, storage({ LoginToRateCoachId: "c1", LoginToRateCoachName: "Ann Lee" }), upgrade);
    expect(rate).toEqual([
      {
        kind: "go",
        to: "/coach/Ann_Lee/c1",
        message: "Welcome, redirecting you to the coach profile whom you want to rate.",
        forget: ["LoginToRateCoachId", "LoginToRateCoachName"],
      },
    ]);
  });
});
