import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.tsx";

const render = (src: string | null) => renderToStaticMarkup(createElement(Avatar, { src, size: 112, shape: "square" }));
const stem = "/media/photos/aaaaaaaa-0000-4000-8000-000000000001/0123456789abcdef0123";

describe("Avatar", () => {
  it("offers an uploaded photo as WebP and JPEG widths for the displayed size", () => {
    const html = render(`${stem}-page.webp`);
    expect(html).toMatch(/^<picture class="contents"><source type="image\/webp"/);
    expect(html).toContain(`srcSet="${stem}-card.webp 160w, ${stem}-page.webp 480w" sizes="112px"`);
    expect(html).toContain(
      `src="${stem}-page.jpg" srcSet="${stem}-card.jpg 160w, ${stem}-page.jpg 480w" sizes="112px"`,
    );
    expect(html).toContain('width="112" height="112"');
  });

  it("shows older links and the silhouette as a single image", () => {
    expect(render("/media/demo/3.svg")).toMatch(/^<img src="\/media\/demo\/3.svg" alt="" width="112"/);
    expect(render(null)).toMatch(/^<img src="\/avatar.svg"/);
    expect(render(null)).not.toContain("srcSet");
  });
});
