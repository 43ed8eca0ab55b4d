import { describe, expect, it } from "vitest";
import { autoplayUrl, videoEmbed } from "./video-embeds.ts";

const nocookie = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

describe("videoEmbed", () => {
  it("turns YouTube watch, youtu.be, shorts and embed links into the privacy-enhanced embed form", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      " https://www.youtube.com/watch?v=dQw4w9WgXcQ ",
    ]) {
      expect(videoEmbed(link), link).toEqual({
        provider: "youtube",
        id: "dQw4w9WgXcQ",
        embedUrl: nocookie,
      });
    }
  });

  it("turns Vimeo links into the player's address with do-not-track", () => {
    for (const link of [
      "https://vimeo.com/76979871",
      "https://vimeo.com/channels/staffpicks/76979871",
      "https://player.vimeo.com/video/76979871",
    ]) {
      expect(videoEmbed(link), link).toEqual({
        provider: "vimeo",
        id: "76979871",
        embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
      });
    }
  });

  it("refuses other hosts, schemes and ids that are not id-like", () => {
    for (const link of [
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)//youtube.com/watch?v=x",
      "https://www.youtube.com/watch?v=a%22onload%3D",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/channel/UC123",
      "https://vimeo.com/about",
      "not a url",
      "",
    ]) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });
});

describe("autoplayUrl", () => {
  it("adds autoplay and keeps the other parameters", () => {
    expect(autoplayUrl(nocookie)).toBe(`${nocookie}?autoplay=1`);
    expect(autoplayUrl("https://player.vimeo.com/video/1?dnt=1")).toBe(
      "https://player.vimeo.com/video/1?dnt=1&autoplay=1",
    );
  });
});
