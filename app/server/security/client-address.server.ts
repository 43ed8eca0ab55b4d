/** server.ts puts Express's view of the client address (proxy-aware) in this header; the client's own claim never counts. */
export const CLIENT_IP_HEADER = "x-client-ip";

/** The client's address as server.ts saw it, for rate limits and the outbox's loopback check. */
export const clientAddress = (request: Request): string => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
