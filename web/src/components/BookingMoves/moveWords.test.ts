import { describe, expect, it } from "vitest";
import { answerRoleOf, moveStatusWords, openMoveOf, proposerWords } from "./moveWords";

const now = new Date("2026-12-01T15:00:00Z");
const move = (status: string, answerBy: string, proposedBy = "CUSTOMER", databaseId = 1) => ({
  databaseId,
  status,
  answerBy,
  proposedBy,
});

describe("openMoveOf", () => {
  it("finds the pending proposal whose answer is still due", () => {
    const open = move("PENDING", "2026-12-01T16:00:00Z", "PROVIDER", 2);
    expect(openMoveOf([move("DECLINED", "2026-12-02T00:00:00Z"), open], now)).toBe(open);
  });

  it("treats a pending proposal past its answer time as gone (the job lapses it)", () => {
    expect(openMoveOf([move("PENDING", "2026-12-01T15:00:00Z")], now)).toBeNull();
    expect(openMoveOf([], now)).toBeNull();
  });
});

describe("the reader's part", () => {
  it("lets the other side answer and the proposer withdraw", () => {
    const proposal = move("PENDING", "2026-12-01T16:00:00Z", "CUSTOMER");
    expect(answerRoleOf(proposal, "PROVIDER")).toBe("answer");
    expect(answerRoleOf(proposal, "CUSTOMER")).toBe("withdraw");
  });

  it("names the proposer from the reader's side", () => {
    expect(proposerWords({ proposedBy: "CUSTOMER" }, "CUSTOMER")).toBe("bookingMoves.proposer.you");
    expect(proposerWords({ proposedBy: "PROVIDER" }, "CUSTOMER")).toBe("bookingMoves.proposer.provider");
    expect(proposerWords({ proposedBy: "CUSTOMER" }, "PROVIDER")).toBe("bookingMoves.proposer.customer");
  });

  it("words every outcome, and an unknown one as pending", () => {
    expect(moveStatusWords("LAPSED")).toBe("bookingMoves.status.lapsed");
    expect(moveStatusWords("SOMETHING_NEW")).toBe("bookingMoves.status.pending");
  });
});
