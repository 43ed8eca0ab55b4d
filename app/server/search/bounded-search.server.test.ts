import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "../../lib/search-filters.ts";
import { CLIENT_IP_HEADER } from "../security/client-address.server.ts";
import { boundedList } from "./bounded-search.server.ts";

const from = (address: string) =>
  new Request("http://coaches.test/search/life", { headers: { [CLIENT_IP_HEADER]: address } });
const sorted = { ...NO_FILTERS, sort: "reviews" as const };

/** A list's work that runs until `finish` is called, and says whether it has started. */
function heldWork() {
  const held = { started: false, finish: () => {} };
  const work = () =>
    new Promise<string>((resolve) => {
      held.started = true;
      held.finish = () => resolve("done");
    });
  return { held, work };
}

const turnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

describe("boundedList", () => {
  it("runs one filtered list at a time per client address; another address and unfiltered lists do not wait", async () => {
    const first = heldWork();
    const second = heldWork();
    const elsewhere = heldWork();
    const firstList = boundedList(from("192.0.2.1"), sorted, first.work);
    const secondList = boundedList(from("192.0.2.1"), sorted, second.work);
    const otherList = boundedList(from("192.0.2.2"), sorted, elsewhere.work);
    await turnOfTheLoop();
    expect([first.held.started, second.held.started, elsewhere.held.started]).toEqual([true, false, true]);
    expect(await boundedList(from("192.0.2.1"), NO_FILTERS, async () => "unfiltered")).toBe("unfiltered");

    first.held.finish();
    await expect(firstList).resolves.toBe("done");
    await turnOfTheLoop();
    expect(second.held.started).toBe(true);
    second.held.finish();
    elsewhere.held.finish();
    await expect(Promise.all([secondList, otherList])).resolves.toEqual(["done", "done"]);
  });
});
