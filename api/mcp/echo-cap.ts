// The SDK's errors can quote what a client sent (a resource URI, a header that
// disagrees with the body), whole: a 200 KB `ui://` URI came back twice, in the
// message and in `data`, a 400 KB answer. Every text in an error of an answer is
// cut to a few hundred characters, whether the answer is JSON or server-sent events.
const MAX_MESSAGE = 400;

type Rpc = { error?: unknown };

/** The answer with every text inside a JSON-RPC error at most MAX_MESSAGE characters; the same bytes when none is longer. */
export function capErrorMessages(bytes: Uint8Array): Uint8Array {
  // An answer this short holds no message worth cutting.
  if (bytes.byteLength <= MAX_MESSAGE) return bytes;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (!text.includes('"error"')) return bytes;
  let changed = false;
  const lines = text.split('\n').map((line) => {
    const prefix = line.startsWith('data: ') ? 'data: ' : line.startsWith('{') || line.startsWith('[') ? '' : null;
    if (prefix === null) return line;
    let value: Rpc | Rpc[];
    try {
      value = JSON.parse(line.slice(prefix.length));
    } catch {
      return line;
    }
    let cut = false;
    for (const m of Array.isArray(value) ? value : [value]) {
      if (m?.error === undefined) continue;
      const capped = capTexts(m.error);
      cut ||= capped !== m.error;
      m.error = capped;
    }
    if (!cut) return line;
    changed = true;
    return prefix + JSON.stringify(value);
  });
  return changed ? Buffer.from(lines.join('\n')) : bytes;
}

/** `value` with each string longer than MAX_MESSAGE cut (the same object when none is). */
function capTexts(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_MESSAGE ? `${value.slice(0, MAX_MESSAGE)}… (cut at ${MAX_MESSAGE} characters)` : value;
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  let changed = false;
  const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  for (const [k, v] of Object.entries(value)) {
    const c = capTexts(v, depth + 1);
    changed ||= c !== v;
    (out as Record<string, unknown>)[k] = c;
  }
  return changed ? out : value;
}
