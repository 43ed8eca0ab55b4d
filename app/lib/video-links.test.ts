import { describe, expect, it } from "vitest";
import { normalizeVideoLink } from "./video-links.ts";

const WATCH = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("normalizeVideoLink", () => {
  it.each([
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?t=42&si=abc",
    "youtu.be/dQw4w9WgXcQ",
    "http://youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2",
    "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared",
    "  https://youtu.be/dQw4w9WgXcQ  ",
  ])("turns %s into the watch form without extra parameters", (link) => {
    expect(normalizeVideoLink(link)).toBe(WATCH);
  });

  it("keeps other http(s) video links as the URL parser writes them", () => {
    expect(normalizeVideoLink("https://vimeo.com/76979871")).toBe("https://vimeo.com/76979871");
    expect(normalizeVideoLink("www.example.com/video")).toBe("https://www.example.com/video");
  });

  it.each([
    "",
    "javascript:alert(1)",
    "data:text/html,<p>x</p>",
    "ftp://example.com/video.mp4",
    "not a link",
    "https://localhost/video",
    "https://user:pw@example.com/v",
  ])("refuses %j", (link) => {
    expect(normalizeVideoLink(link)).toBeNull();
  });

  it("does not take a YouTube address without a valid id for a video", () => {
    expect(normalizeVideoLink("https://www.youtube.com/watch?v=short")).toBe("https://www.youtube.com/watch?v=short");
    expect(normalizeVideoLink("https://youtu.be/")).toBe("https://youtu.be/");
  });
});
