import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

export type SinkMessage = { to: string[]; raw: string };

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: SinkMessage[];
  /** The first message (already received or still to come) that matches, or a rejection after `timeoutMs`. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
};

/**
 * A local SMTP server for tests that accepts every message (any or no login, no TLS) and keeps
 * its raw source with the envelope recipients. `port`: a fixed one (a test that lets the server
 * find the mail server down first, then starts it there); any free one by default.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<(message: SinkMessage) => void>();

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "sink" });
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", () => {
        const message: SinkMessage = {
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        messages.push(message);
        for (const notify of [...waiters]) notify(message);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("The SMTP sink has no TCP port.");

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail arrived at the SMTP sink within ${timeoutMs} ms.`));
        }, timeoutMs);
        function check(message: SinkMessage) {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        }
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The decoded text of every body part of a raw message, joined by blank lines: multipart messages
 * are split at their boundaries, and quoted-printable (soft line breaks `=\r\n`, `=3D` ...) and
 * base64 parts are decoded as UTF-8. Good enough to find codes and links, not a full MIME parser.
 */
export function decodeBody(raw: string): string {
  const { headers, body } = splitPart(raw);
  const contentType = header(headers, "content-type") ?? "text/plain";
  const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (/^multipart\//i.test(contentType) && boundary) {
    const delimiter = `--${boundary[1] ?? boundary[2]}`;
    return body
      .split(delimiter)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => decodeBody(part.replace(/^[ \t]*\r?\n/, "").replace(/\r?\n$/, "")))
      .join("\n\n");
  }
  const encoding = (header(headers, "content-transfer-encoding") ?? "").trim().toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body.replace(/\r\n/g, "\n");
}

function splitPart(part: string): { headers: string; body: string } {
  if (/^\r?\n/.test(part)) return { headers: "", body: part.replace(/^\r?\n/, "") };
  const blank = /\r?\n\r?\n/.exec(part);
  if (!blank) return { headers: part, body: "" };
  return { headers: part.slice(0, blank.index), body: part.slice(blank.index + blank[0].length) };
}

function header(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name) return line.slice(colon + 1).trim();
  }
  return undefined;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    bytes.push(
      Buffer.from(joined.slice(last, match.index), "utf8"),
      Buffer.from([Number.parseInt(match[1] ?? "0", 16)]),
    );
    last = match.index + match[0].length;
  }
  bytes.push(Buffer.from(joined.slice(last), "utf8"));
  return Buffer.concat(bytes).toString("utf8").replace(/\r\n/g, "\n");
}
