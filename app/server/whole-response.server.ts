// A Response made from a whole buffer (a rendered page, a JSON answer) remembers it, so that the
// server writes the buffer at once instead of reading it back through the Response's stream: that
// stream and its pipe cost a twentieth of a rendered page's CPU (issue 24's profile).
const wholeBodies = new WeakMap<Response, Buffer>();

export function wholeResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer>, init);
  wholeBodies.set(response, body);
  return response;
}

/** The buffer a Response was made from, while nobody has read its body. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return response.bodyUsed ? undefined : wholeBodies.get(response);
}
