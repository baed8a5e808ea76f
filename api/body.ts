// Reading a JSON request body safely: media type, size limit, UTF-8, JSON
// syntax and nesting depth are all checked here, once.
import type { ApiRequest, ApiResponse } from './http.ts';
import { error } from './http.ts';
import { boundHit } from './ops/bounds.ts';

/** 64 KiB is far above any calculation request (the largest, a GPA course list, is a few KiB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper JSON than this is never a calculation input. */
export const MAX_DEPTH = 32;
/** Total values (objects, arrays, leaves) a body may hold. */
export const MAX_NODES = 20000;


export type JsonRead = { ok: true; value: unknown } | { ok: false; response: ApiResponse };

/** Content-Type must be JSON (application/json or a +json type) in UTF-8. */
export function checkJsonMediaType(req: ApiRequest): ApiResponse | null {
  const raw = req.header('content-type');
  if (raw === 'application/json') return null;
  const ct = (raw ?? '').toLowerCase();
  const [type, ...params] = ct.split(';').map((s) => s.trim());
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  const isJson = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  if (isJson && (!charset || charset === 'utf-8' || charset === 'utf8')) return null;
  return error(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    isJson ? `Only UTF-8 JSON is accepted, not charset ${charset}.` : `Content-Type must be application/json, not ${type ? JSON.stringify(type) : 'empty'}.`,
    { suggestion: 'Send the body as JSON with the header Content-Type: application/json.' },
  );
}

export async function readJson(req: ApiRequest, limit = MAX_BODY_BYTES): Promise<JsonRead> {
  const media = checkJsonMediaType(req);
  if (media) return { ok: false, response: media };
  const declared = Number(req.header('content-length'));
  if (declared > limit) return { ok: false, response: tooLarge(limit) };
  const read = await req.body(limit);
  if (!read.ok) {
    return {
      ok: false,
      response:
        read.reason === 'too_large'
          ? tooLarge(limit)
          : error(400, 'INVALID_JSON', 'The request body ended early.', { suggestion: 'Send the complete JSON body.' }),
    };
  }
  return parseJsonText(decodeUtf8(read.bytes));
}

export function parseJsonText(text: string): JsonRead {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return invalidJson('The request body is empty.');
  let value: unknown;
  try {
    // JSON.parse stores "__proto__" and "constructor" as plain own data: such keys reach the
    // input layer, which reads only own properties and names them as unknown inputs.
    value = JSON.parse(text);
  } catch (e) {
    return invalidJson(`The body is not valid JSON: ${(e as Error).message.slice(0, 200)}.`);
  }
  // A body can hold no more values than characters, nor nest deeper than its brackets.
  if (text.length > MAX_NODES || brackets(text) >= MAX_DEPTH) {
    const shape = measure(value);
    if (shape) return invalidJson(shape);
  }
  return { ok: true, value };
}

/** Depth and size of a parsed value, walked without recursion. */
function measure(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  let nodes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) return `The body holds more than ${MAX_NODES} values.`;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return `The body is nested deeper than ${MAX_DEPTH} levels.`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return null;
}

function brackets(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) n++;
  }
  return n;
}

const decoder = new TextDecoder('utf-8');
/** Node's Buffer decodes natively; other byte arrays (the fetch adapter's) use TextDecoder. */
const decodeUtf8 = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes.toString('utf8') : decoder.decode(bytes));

function invalidJson(detail: string): JsonRead {
  return {
    ok: false,
    response: error(400, 'INVALID_JSON', detail, {
      suggestion: 'Send a JSON object such as {"inputs": {"Vin": 12, "R1": 1000, "R2": 1000}}.',
    }),
  };
}

function tooLarge(limit: number): ApiResponse {
  boundHit('body_size', `a body over ${limit / 1024} KiB`);
  return error(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${limit / 1024} KiB.`,
    { suggestion: 'Send only the inputs the calculator needs.' },
    { connection: 'close' },
  );
}
