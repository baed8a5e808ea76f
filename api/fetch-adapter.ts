// The API as a web-standard function: fetch(Request) → Response. Tests call
// it without a port; the Node entry uses the cheaper node adapter instead.
import type { ApiContext } from './context.ts';
import type { ApiRequest, ApiResponse, BodyRead } from './http.ts';
import { createApiHandler } from './router.ts';

export function fromRequest(request: Request, ip = '127.0.0.1'): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    query: url.search.slice(1),
    header: (name) => request.headers.get(name) ?? undefined,
    ip,
    async body(limit): Promise<BodyRead> {
      if (!request.body) return { ok: true, bytes: new Uint8Array() };
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel();
          return { ok: false, reason: 'too_large' };
        }
        chunks.push(value);
      }
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) {
        bytes.set(c, at);
        at += c.byteLength;
      }
      return { ok: true, bytes };
    },
  };
}

export function toResponse(res: ApiResponse): Response {
  return new Response(res.body as BodyInit | null, { status: res.status, headers: res.headers });
}

/** The machine surfaces as fetch(Request) → Response. */
export function createFetchHandler(ctx: ApiContext) {
  const handle = createApiHandler(ctx);
  return async (request: Request, ip?: string): Promise<Response> => toResponse(await handle(fromRequest(request, ip)));
}
