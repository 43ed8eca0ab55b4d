import { config } from "../config.server.ts";
import { withReplicaReads } from "./client.server.ts";

// Which server a request reads from, with a read replica (DATABASE_READ_URL, decision 0071).

/** Set on every write's answer: that browser's reads stay on the primary for a while. */
const WROTE = "coach_wrote";
const wroteRecently = new RegExp(`(?:^|;\\s*)${WROTE}=`);

const reads = (method: string) => method === "GET" || method === "HEAD";

/**
 * Runs `work`, the answer to `request`, with its plain reads on the replica when it only reads
 * and its client has not written in the last READ_AFTER_WRITE_SECONDS: a browser that has (the
 * cookie) and an API client with a token read from the primary, so their own changes show at once.
 */
export async function routeReads(request: Request, work: () => Promise<Response>): Promise<Response> {
  if (!config.DATABASE_READ_URL) return work();
  if (!reads(request.method)) return stayOnPrimary(await work());
  const primary = request.headers.has("authorization") || wroteRecently.test(request.headers.get("cookie") ?? "");
  return primary ? work() : withReplicaReads(work);
}

function stayOnPrimary(response: Response): Response {
  const secure = config.baseUrl.startsWith("https:") ? "; Secure" : "";
  const cookie = `${WROTE}=1; Max-Age=${config.READ_AFTER_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Response.redirect's headers cannot change: answer with a copy.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
