import { describe, expect, test } from "vitest";
import { moderationRecordTexts, replyTime, starsText } from "./review-trust.ts";

describe("the moderation record's figures in words", () => {
  test("a median time to reply reads in hours under two days, then in days", () => {
    expect(replyTime(0.2)).toBe("less than an hour");
    expect(replyTime(1.2)).toBe("1 hour");
    expect(replyTime(5.5)).toBe("6 hours");
    expect(replyTime(47.4)).toBe("47 hours");
    expect(replyTime(48)).toBe("2 days");
    expect(replyTime(24 * 9.6)).toBe("10 days");
    expect(moderationRecordTexts.medianReply(null)).toBe("Median time to reply: no replies yet");
  });

  test("an average rating keeps one decimal", () => {
    expect(starsText(1)).toBe("1 star");
    expect(starsText(2.25)).toBe("2.3 stars");
    expect(moderationRecordTexts.averageRemoved(3)).toBe("Average rating of the reviews the coach removed: 3 stars");
  });

  test("the reply rate is a whole percentage", () => {
    expect(moderationRecordTexts.replyRate(0)).toBe("Owner replies: 0% of reviews");
    expect(moderationRecordTexts.replyRate(2 / 3)).toBe("Owner replies: 67% of reviews");
  });
});
