import { describe, expect, it } from "vitest";
import { isLoopback } from "./loopback.server.ts";

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", "localhost"])("%s is local", (a) => {
    expect(isLoopback(a)).toBe(true);
  });
  it.each(["0.0.0.0", "::", "10.0.0.5", "192.168.1.2", "::ffff:10.0.0.1", "127.example.com", "", null, undefined])(
    "%s is not",
    (a) => {
      expect(isLoopback(a)).toBe(false);
    },
  );
});
