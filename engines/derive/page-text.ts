// Declaration texts (description, assumptions, limitations, help) as a page
// shows them to a visitor. The declaration is written once, for every surface;
// REST and MCP give it as it is, while a page reads it without the service's
// internals: the wire format (JSON), the libraries and types the arithmetic
// uses (decimal.js, BigInt), references to the project's decision log, and
// "the engine" (on a page it is the calculator).
const REWRITES: [RegExp, string][] = [
  [/(?<!\s)\s*\((?:see )?DECISIONS\.md \d+\)/g, ''],
  [/(?<!\s)\s*DECISIONS\.md \d+/g, ''],
  [/\bJSON array or /g, ''],
  [/\b(?:converted to|returned as) JSON numbers\b/g, 'given as numbers'],
  [/\bthe largest JSON number\b/g, 'the largest number a result can hold'],
  [/\bJSON (numbers?)\b/g, '$1'],
  [/\bJSON parsing\b/g, 'reading it'],
  [/(?<!\s)\s*\(BigInt\)/g, ''],
  [/\bBigInt\b/g, 'whole-number'],
  [/\b([Cc])omputed with decimal\.js at (\d+) significant digits\b/g, '$1omputed in $2-digit decimal arithmetic'],
  [/\bdecimal\.js square root at (\d+) significant digits\b/g, '$1-digit decimal square root'],
  [/\bdecimal\.js at (\d+) significant digits\b/g, '$1-digit decimal arithmetic'],
  [/\(decimal\.js, /g, '('],
  [/(?<!\s)\s*\(decimal\.js\)/g, ''],
  [/\bdecimal\.js\b/g, 'decimal arithmetic'],
  [/\b([Tt])his engine\b/g, '$1his calculator'],
  [/\b([Tt])he engine\b/g, '$1he calculator'],
];

/** Texts already rewritten: mostly the declarations' own, so a page rendered per request does not run 19 regexes over each again. */
const rewritten = new Map<string, string>();
/** Warnings can carry the request's numbers: past this many texts the memo starts over instead of growing. */
const MEMO_LIMIT = 4096;

/** `text` as a page shows it. */
export function visitorText(text: string): string {
  let out = rewritten.get(text);
  if (out !== undefined) return out;
  out = text;
  for (const [re, to] of REWRITES) out = out.replace(re, to);
  if (rewritten.size >= MEMO_LIMIT) rewritten.clear();
  rewritten.set(text, out);
  return out;
}
