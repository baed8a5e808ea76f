// The MCP Apps view's size for BENCHMARKS.md: the built document (dist/mcp/calculator-view.html)
// raw, gzip (level 9) and brotli (quality 11), and the bytes /mcp sends for `resources/read` of it
// (a JSON-RPC answer holding the document as a string), as it sends them to a client that accepts
// gzip, brotli or neither, measured on the wire against a running server; and what the view's
// script is made of (the view build's esbuild metafile). `npm run bench` writes the section
// (against the service it measures); `npm run bench:view` rewrites only it, against a server of its own.
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VIEW = path.join(ROOT, 'dist/mcp/calculator-view.html');
const START = '<!-- view sizes: written by tests/bench/view-size.ts -->';
const END = '<!-- /view sizes -->';
const URI = 'ui://calculatorx/calculator.html';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The answer to resources/read of the view as it arrives: its bytes on the wire and their encoding. */
function readOnTheWire(base: string, encoding: string | null): Promise<{ bytes: number; encoding: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: URI } });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'resources/read',
    'mcp-name': URI,
    ...(encoding && { 'accept-encoding': encoding }),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/mcp`, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }) : reject(new Error(`resources/read answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The view's script by what it is made of (minified bytes of each group), from the build's metafile. */
async function contributors(): Promise<[string, number][]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cx-view-'));
  try {
    const { buildMcpView } = await import('../../api/server/mcp-view.ts');
    const meta = path.join(dir, 'meta.json');
    process.env.VIEW_METAFILE = meta;
    await buildMcpView(path.join(dir, 'view.html'));
    delete process.env.VIEW_METAFILE;
    const { outputs } = JSON.parse(readFileSync(meta, 'utf8')) as { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
    const groups = new Map<string, number>();
    for (const [file, { bytesInOutput }] of Object.entries(Object.values(outputs)[0].inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
      const group = pkg
        ? pkg === 'zod'
          ? 'zod (classic for the App and the MCP protocol, mini for the engines)'
          : pkg
        : /^engines\/(electrical|math|grade)\//.test(file)
          ? `engines of the ${/^engines\/(\w+)/.exec(file)![1]} capabilities`
          : /^engines\//.test(file)
            ? 'engines/core and engines/derive (input layer, run, readings, page model)'
            : /^(site|workers)\//.test(file)
              ? 'the calculator island, its result and the view (site/, workers/)'
              : file.startsWith('virtual:')
                ? 'the capability → engine map (lazy imports)'
                : file;
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    return [...groups].sort((a, b) => b[1] - a[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The section, measured against the server at `base`. */
export async function viewSection(base: string): Promise<string> {
  const html = readFileSync(VIEW);
  const gzip = gzipSync(html, { level: 9 }).length;
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const plain = await readOnTheWire(base, null);
  const zipped = await readOnTheWire(base, 'gzip');
  const br = await readOnTheWire(base, 'br');
  const parts = await contributors();
  return `${START}
## MCP Apps view (ui://calculatorx/calculator.html)

The one document every host reads (README, MCP): the built file, and what \`POST /mcp\` with
\`resources/read\` sends, counted on the wire against a running server (the JSON-RPC answer holds
the document as a JSON string; answers of 16 KiB and more are compressed, brotli at quality 4, else gzip at
level 4, for a client that accepts it). The view must stay under 330 KiB gzipped (tests/mcp/apps-fit.test.ts).

| figure | value |
|---|---|
| The document (dist/mcp/calculator-view.html) | ${kib(html.length)} raw, ${kib(gzip)} gzip (level 9), ${kib(brotli)} brotli (quality 11) |
| resources/read over /mcp, no Accept-Encoding | ${kib(plain.bytes)} (${plain.encoding}) |
| resources/read over /mcp, \`Accept-Encoding: gzip\` | ${kib(zipped.bytes)} (${zipped.encoding}) |
| resources/read over /mcp, \`Accept-Encoding: br\` | ${kib(br.bytes)} (${br.encoding}) |

<details><summary>What the view's script is made of (minified, from the view build's metafile)</summary>

| part | minified |
|---|---|
${parts.map(([group, bytes]) => `| ${group} | ${kib(bytes)} |`).join('\n')}

</details>
${END}`;
}

/** The section as it stands in a BENCHMARKS.md text, or '' when it has none. */
export function currentViewSection(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : '';
}

if (import.meta.main) {
  const { spawnServer } = await import('../helpers/server.ts');
  const server = await spawnServer({ RATE_LIMIT_DISABLED: '1' });
  try {
    const file = path.join(ROOT, 'BENCHMARKS.md');
    const text = readFileSync(file, 'utf8');
    const section = await viewSection(server.url);
    const current = currentViewSection(text);
    // Before the library's sizes, as `npm run bench` places it.
    const next = current ? text.replace(current, section) : text.replace('\n<!-- library sizes', `\n${section}\n\n<!-- library sizes`);
    writeFileSync(file, next);
    console.log(section.split('\n').slice(9, 13).join('\n'));
  } finally {
    await server.close();
  }
}
