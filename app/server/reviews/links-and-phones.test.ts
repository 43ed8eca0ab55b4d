import { describe, expect, it } from "vitest";
import { hasLink, hasPhoneNumber } from "./links-and-phones.server.ts";

describe("hasLink", () => {
  it.each([
    "evil.xyz",
    "bit.ly/abc",
    "example.de",
    "http://x.com",
    "www.foo.org",
    "Book at https://coaching.example/offer today",
    "Find me on t.me/joe",
    "EVIL.XYZ",
    "Write to joe@example.com",
    "Great coach, see mysite.coach/about",
    "www.Foo.Org",
  ])("refuses %j", (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    "Great coach.Really",
    "e.g. it",
    "i.e. she listens",
    "He is a great coach.Life changing sessions",
    "Worked with him in 2020.Amazing",
    "Mr. Smith helped a lot.Thanks",
    "5 stars",
    "4.5 stars",
    "2019-2021",
    "Lost 10 pounds in 3 months",
    "node.js and vue.js workshops",
    "Plain sentence without anything special.",
  ])("lets %j pass", (text) => {
    expect(hasLink(text)).toBe(false);
  });
});

describe("hasPhoneNumber", () => {
  it.each([
    "+1 (555) 123-4567",
    "Call me on +1 (555) 123-4567",
    "(555) 123-4567",
    "555-123-4567",
    "555.123.4567",
    "5551234567",
    "call 555 1234",
    "+44 20 7946 0958",
    "+49 30 12345678",
  ])("refuses %j", (text) => {
    expect(hasPhoneNumber(text)).toBe(true);
  });

  it.each([
    "5 stars",
    "4.5 stars",
    "2019-2021",
    "2019 - 2021",
    "From 2019/2020 on",
    "We met on 2021-05-12 and 12/05/2021",
    "Lost 10 pounds in 3 months",
    "Great coach.Really",
    "e.g. it",
    "10 12 15 sessions",
  ])("lets %j pass", (text) => {
    expect(hasPhoneNumber(text)).toBe(false);
  });
});
