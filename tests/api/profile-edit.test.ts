import { describe, expect, it } from "vitest";
import { profileFormMessages as m } from "../../app/lib/messages/profile-form.ts";
import { authMessages } from "../../app/lib/messages/auth.ts";
import { photoMessages } from "../../app/lib/messages/photos.ts";
import { cookiesSetBy, newAccount, post, sessionCookie } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// A server and a database of its own (the demo coach's profile is changed here, which other
// files must not see), with a mail sink for new accounts.
const server = useOwnServer("profile-edit", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "20" } });

type Own = Record<string, unknown> & {
  _id: string;
  fullName: string;
  level: string;
  categoryIds: number[];
  categoryNames: string[];
  storyVideoLinks: { Title: string; Link: string }[];
};

const auth = (t: string) => ({ Authorization: `Bearer ${t}` });

async function token(email: string, password = "demo-password"): Promise<string> {
  const signin = await post(server.base, "/api/signin", { email, password });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

const put = (t: string, body: unknown) => post(server.base, "/api/profile", body, { method: "PUT", headers: auth(t) });

async function own(t: string): Promise<Own> {
  const response = await fetch(`${server.base}/api/profile`, { headers: auth(t) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Own }).data;
}

/** The profile without the fields a read changes by itself. */
const stable = (p: Own) => ({ ...p, updatedAt: undefined });

async function niches(count: number): Promise<string[]> {
  const response = await fetch(`${server.base}/api/categories?format=plain`);
  return ((await response.json()) as { data: string[] }).data.slice(10, 10 + count);
}

/** Sends the body and expects it refused with exactly this status and message, changing nothing. */
async function refused(t: string, body: unknown, status: number, message: string) {
  const before = stable(await own(t));
  const answer = await put(t, body);
  expect(answer.body?.message).toBe(message);
  expect(answer.status).toBe(status);
  expect(stable(await own(t))).toEqual(before);
}

describe("PUT /api/profile with profile fields: each rule answers 400 and changes nothing", () => {
  it("refuses 4 niches, a link in About, javascript: links, a 6th training video and story video rules", async () => {
    const coach = await token("coach@example.com");
    expect((await own(coach)).level).toBe("level3");
    await refused(coach, { categoryNames: await niches(4) }, 400, "You can only select up to 3 categories.");
    await refused(coach, { aboutMe: "Read more at coach.example.com" }, 400, m.aboutNoLinks);
    // The full top-level-domain list on the server catches what the light browser check misses.
    await refused(coach, { aboutMe: "My blog: anna.coach today" }, 400, m.aboutNoLinks);
    await refused(coach, { website: "javascript:alert(1)" }, 400, "Enter a valid website link.");
    await refused(coach, { fbProfilePage: "javascript:alert(1)" }, 400, "Enter a valid social media link.");
    await refused(
      coach,
      { storyVideoLinks: [1, 2, 3, 4].map((n) => ({ Title: `T${n}`, Link: `https://v.example.com/${n}` })) },
      400,
      "You can add only up to 3 story videos.",
    );
    await refused(
      coach,
      {
        storyVideoLinks: [
          { Title: "Same", Link: "https://v.example.com/1" },
          { Title: "Same", Link: "https://v.example.com/2" },
        ],
      },
      400,
      "You have already added this Title.",
    );
    await refused(
      coach,
      {
        storyVideoLinks: [
          { Title: "One", Link: "https://youtu.be/dQw4w9WgXcQ" },
          { Title: "Two", Link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5" },
        ],
      },
      400,
      "You have already added this Link.",
    );
    // Training videos are a level 4 feature: the level3 coach is told so.
    await refused(
      coach,
      { trainingVideoLinks: ["https://v.example.com/1"] },
      403,
      "Upgrade to Level4 to add Training Videos",
    );
  });

  it("refuses a 6th training video and a repeated one (checked on the admin, who has every level)", async () => {
    const coach = await token("admin@example.com");
    expect((await own(coach)).level).toBe("20");
    const six = Array.from({ length: 6 }, (_, i) => `https://v.example.com/t${i}`);
    await refused(coach, { trainingVideoLinks: six }, 400, "You can add only up to 5 training videos.");
    await refused(
      coach,
      { trainingVideoLinks: ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"] },
      400,
      "You have already added this link.",
    );
  });
});

describe("levels decide which fields may be sent", () => {
  it("a free level2 coach: 2 niches at most, links, story and training videos refused with their prompts", async () => {
    const t = await newAccount(server.base, server.sink, {
      email: "free.coach@mail.test",
      password: "free-coach-1",
      name: "Free",
    });
    expect((await put(t, { accountType: "coach" })).status).toBe(200);
    expect((await own(t)).level).toBe("level2");
    await refused(t, { website: "https://free.example.com" }, 403, "Upgrade to Level3 to add Links");
    await refused(t, { fbProfilePage: "https://facebook.com/free" }, 403, "Upgrade to Level3 to add Links");
    await refused(
      t,
      { storyVideoLinks: [{ Title: "Hi", Link: "https://v.example.com/1" }] },
      403,
      "Upgrade to Level3 to add Story Videos",
    );
    await refused(
      t,
      { trainingVideoLinks: ["https://v.example.com/1"] },
      403,
      "Upgrade to Level4 to add Training Videos",
    );
    await refused(t, { categoryNames: await niches(3) }, 400, "You can only select up to 2 categories.");
    const two = await niches(2);
    const saved = await put(t, { categoryNames: two, aboutMe: "Free coach", firstName: "Free", lastName: "Coach" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Profile updated successfully.");
    expect(saved.body.data).toMatchObject({ categoryNames: two, fullName: "Free Coach", aboutMe: "Free coach" });
  });

  it("a level1 user may change only the name and location", async () => {
    const t = await token("user@example.com");
    expect((await own(t)).level).toBe("level1");
    await refused(t, { aboutMe: "Hello" }, 403, m.coachOnly);
    await refused(t, { categoryNames: await niches(1) }, 403, m.coachOnly);
    await refused(t, { isOneOnOne: true }, 403, m.coachOnly);
    await refused(t, { website: "https://user.example.com" }, 403, m.upgradeLinks);
    const saved = await put(t, { firstName: "Una", lastName: "User", location: "Oslo" });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ fullName: "Una User", location: "Oslo" });
  });

  it("never changes level, score, isClaimed and the other managed fields", async () => {
    const coach = await token("coach@example.com");
    const before = await own(coach);
    const answer = await put(coach, {
      location: before.location,
      level: "20",
      addOnLevel: "level6premium",
      score: 100,
      rating: 5,
      isClaimed: !before.isClaimed,
      featured: !before.featured,
      badges: [],
      notes: "x",
      email: "other@mail.test",
    });
    expect(answer.status).toBe(200);
    expect(stable(await own(coach))).toEqual(stable(before));
    // Only managed fields: nothing to change, nothing changes.
    const only = await put(coach, { level: "20", score: 100, isClaimed: true });
    expect(only.status).toBe(400);
    expect(stable(await own(coach))).toEqual(stable(before));
  });
});

describe("the coach edits the profile", () => {
  it("changes name, about, niches, website, social link and a story video; every view follows", async () => {
    const coach = await token("coach@example.com");
    const three = await niches(3);
    const answer = await put(coach, {
      firstName: "Quintessa",
      lastName: "Zephyrine",
      fullName: "ignored",
      aboutMe: "I help people. Life changes.",
      categoryNames: three,
      website: "Visit https://quintessa.example.com/start today",
      fbProfilePage: "facebook.com/quintessa",
      storyVideoLinks: [{ Title: "My story", Link: "https://youtu.be/dQw4w9WgXcQ?si=x" }],
      isGroupCoaching: true,
      photo: "",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Profile updated successfully.");
    const expected = {
      firstName: "Quintessa",
      lastName: "Zephyrine",
      fullName: "Quintessa Zephyrine",
      aboutMe: "I help people. Life changes.",
      categoryNames: three,
      website: "https://quintessa.example.com/start",
      fbProfilePage: "https://facebook.com/quintessa",
      storyVideoLinks: [{ Title: "My story", Link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
      isGroupCoaching: true,
    };
    expect(answer.body.data).toMatchObject(expected);
    const mine = await own(coach);
    expect(mine).toMatchObject(expected);
    expect(mine.categoryIds).toHaveLength(3);
    expect(mine.badges).toHaveLength(8);

    const publicPage = await fetch(`${server.base}/api/user/${mine._id}`);
    expect(publicPage.status).toBe(200);
    expect(((await publicPage.json()) as { data: unknown }).data).toMatchObject({
      ...expected,
      categoryIds: mine.categoryIds,
    });

    const search = await fetch(`${server.base}/api/user/search/Zephyrine`);
    const found = ((await search.json()) as { data: { _id: string; fullName: string }[] }).data;
    expect(found.map((c) => c._id)).toContain(mine._id);

    // Niches by id, in the order sent; an empty list clears them.
    const reordered = [...mine.categoryIds].reverse().slice(0, 2);
    expect((await put(coach, { categoryIds: reordered })).body.data.categoryIds).toEqual(reordered);
    expect((await put(coach, { categoryIds: [] })).body.data.categoryNames).toEqual([]);
    expect((await put(coach, { categoryNames: three })).body.data.categoryNames).toEqual(three);
  });
});

describe("change password", () => {
  const fields = (f: Record<string, string>) => new URLSearchParams({ intent: "password", ...f });
  const postPassword = (cookie: string, f: Record<string, string>) =>
    fetch(`${server.base}/profileForm`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: cookie },
      body: fields(f),
      redirect: "manual",
    });

  it("refuses a wrong old password and short or mismatched new ones; success ends other sessions", async () => {
    const email = "changer@mail.test";
    const password = "first-password-1";
    await newAccount(server.base, server.sink, { email, password, name: "Changer" });
    const earlier = await token(email, password);
    const cookie = await sessionCookie(server.base, email, password);

    const wrong = await postPassword(cookie, {
      oldPassword: "not-my-password",
      newPassword: "second-password-2",
      confirmPassword: "second-password-2",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Invalid password");

    const short = await postPassword(cookie, { oldPassword: password, newPassword: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(authMessages.passwordTooShort);

    const mismatch = await postPassword(cookie, {
      oldPassword: password,
      newPassword: "second-password-2",
      confirmPassword: "second-password-3",
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("new password and confirm new password mismatch.");
    expect((await fetch(`${server.base}/api/profile`, { headers: auth(earlier) })).status).toBe(200);

    const done = await postPassword(cookie, {
      oldPassword: password,
      newPassword: "second-password-2",
      confirmPassword: "second-password-2",
    });
    // Back to the form with the new session's cookie (the page shows the message as a toast).
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/profileForm?password=updated");
    const renewed = cookiesSetBy(done);
    expect(renewed).not.toBe("");
    const page = await fetch(`${server.base}/profileForm?password=updated`, { headers: { Cookie: renewed } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`>${m.changePassword}</h2>`);
    // The session the change was made from ended too: only the new cookie works.
    expect(
      (await fetch(`${server.base}/profileForm`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(302);
    expect((await fetch(`${server.base}/api/profile`, { headers: auth(earlier) })).status).toBe(401);
    expect((await post(server.base, "/api/signin", { email, password })).status).toBe(401);
    expect((await post(server.base, "/api/signin", { email, password: "second-password-2" })).status).toBe(200);
  });
});

describe("/profileForm", () => {
  it("sends a visitor who is not signed in to sign-in", async () => {
    const response = await fetch(`${server.base}/profileForm`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signin?redirectTo=%2FprofileForm");
  });

  it("shows a level2 coach the upgrade prompts instead of the locked inputs", async () => {
    const cookie = await sessionCookie(server.base, "free.coach@mail.test", "free-coach-1");
    const html = await (await fetch(`${server.base}/profileForm`, { headers: { Cookie: cookie } })).text();
    for (const prompt of [m.upgradeLinks, m.upgradeStoryVideos, m.upgradeTrainingVideos])
      expect(html).toContain(prompt);
    expect(html).not.toContain('name="website"');
  });

  it("shows a level1 user only the name and location", async () => {
    const cookie = await sessionCookie(server.base, "user@example.com", "demo-password");
    const html = await (await fetch(`${server.base}/profileForm`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('name="firstName"');
    expect(html).toContain('name="location"');
    expect(html).not.toContain('name="categoryNames"');
    expect(html).not.toContain('name="aboutMe"');
    expect(html).not.toContain(m.upgradeLinks);
  });
});

describe("the photo through PUT /api/profile", () => {
  const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

  it("refuses what is not a JPG or PNG by its bytes, or too large, and changes nothing", async () => {
    const coach = await token("coach@example.com");
    const sharp = (await import("sharp")).default;
    // A 3 MB JPEG: random pixels do not compress.
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) % 251;
    const big = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await refused(coach, { photo: dataUrl("image/jpeg", big) }, 400, photoMessages.tooBig);
    await refused(
      coach,
      { photo: dataUrl("image/png", Buffer.from("just some text\n")) },
      400,
      photoMessages.notJpgOrPng,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await refused(coach, { photo: dataUrl("image/png", svg) }, 400, photoMessages.notJpgOrPng);
  });

  it("stores a PNG as re-encoded WebP and JPEG sizes, served small with a long cache, and replaces the old set", async () => {
    const coach = await token("coach@example.com");
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const first = await put(coach, { photo: dataUrl("image/png", png) });
    expect(first.status).toBe(200);
    const link = first.body.data.photoLink as string;
    expect(link).toMatch(/^\/media\/photos\/.+-page\.webp$/);
    const card = await fetch(`${server.base}${link.replace("-page.webp", "-card.webp")}`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/webp");
    expect(card.headers.get("cache-control")).toContain("max-age=2592000");
    expect((await card.arrayBuffer()).byteLength).toBeLessThanOrEqual(40 * 1024);

    const other = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#a36" } })
      .png()
      .toBuffer();
    const second = await put(coach, { photo: dataUrl("image/png", other) });
    expect(second.body.data.photoLink).not.toBe(link);
    expect((await fetch(`${server.base}${link}`)).status).toBe(404);
    // An empty photo leaves the current one.
    expect((await put(coach, { photo: "" })).body.data.photoLink).toBe(second.body.data.photoLink);
  });
});
