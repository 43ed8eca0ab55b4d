import { argv } from "node:process";
// Sends POSTs the site refuses, 20 a second by default, from a process of its own (so the load
// generator of the page under test shares nothing with it): `node scripts/bench/refused-posts.ts
// ORIGIN SECONDS [PER_SECOND]`. Prints {"sent":N,"notRefused":N} at the end.
const [origin = "", secondsText = "10", perSecondText = "20"] = argv.slice(2);
const json = { origin, "content-type": "application/json" };
// A POST to an address that does not exist (404), a review without a session (401), broken JSON (400).
const requests: [string, RequestInit][] = [
  ["/api/no-such-thing", { method: "POST", headers: { origin } }],
  ["/api/comment", { method: "POST", headers: json, body: "{}" }],
  ["/api/contact", { method: "POST", headers: json, body: "{" }],
];
const interval = 1000 / Number(perSecondText);
const end = Date.now() + Number(secondsText) * 1000;
let sent = 0;
let notRefused = 0;
const pending: Promise<void>[] = [];
for (let next = Date.now(); next < end; next += interval) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  const [path, init] = requests[sent % requests.length] as [string, RequestInit];
  sent++;
  pending.push(
    fetch(`${origin}${path}`, init).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.status < 400 || response.status >= 500) notRefused++;
      },
      () => {
        notRefused++;
      },
    ),
  );
}
await Promise.all(pending);
console.log(JSON.stringify({ sent, notRefused }));
