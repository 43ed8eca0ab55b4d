import v8 from "node:v8";

/**
 * Called first by the servers (server.ts, the benchmark's floor), before the build loads.
 *
 * V8's allocation-site pretenuring places objects from allocation sites whose objects often
 * survived straight in the old space. Under kept pages it judged a request's own objects
 * (headers, the answer's buffers) long-lived: young collections promoted ~5 MB each and took
 * 4-10 ms, and the old space filled until a full collection. Without it, in alternating runs at a
 * million coaches, kept coach pages answered 9,600-11,500 req/s at a p99 of 6.6-7.7 ms against
 * 6,200-7,400 at 13.4-18.7 ms, rendered pages the same within the machine's drift (decision 0088).
 */
export function applyV8Settings(): void {
  v8.setFlagsFromString("--no-allocation-site-pretenuring");
}
