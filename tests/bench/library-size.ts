// The calculatorx package's sizes for BENCHMARKS.md: the tarball `npm pack`
// makes (its prepack builds the package), and what importing the library or
// one tool costs a program: esbuild bundles `calculate` from the package for a
// browser, minified, with zod and decimal.js, and measures the bundle.
// `npm run bench` writes the section; `npm run bench:lib` rewrites only it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { registry } from '../../engines/registry.ts';
import { loadedWith } from '../../lib/build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = path.join(ROOT, 'lib/package');
const START = '<!-- library sizes: written by tests/bench/library-size.ts -->';
const END = '<!-- /library sizes -->';

interface Size {
  min: number;
  gzip: number;
}

/**
 * Bytes a program loads before it calls anything: a minified browser bundle of
 * `code` (imports resolved from the built package and the project's
 * node_modules), split like an application's build, counting the entry and the
 * chunks it imports statically (a tool the library loads on first use is not).
 */
async function bundleSize(code: string): Promise<Size> {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: { contents: code, resolveDir: PACKAGE, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: path.join(PACKAGE, '.size'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = out.metafile.outputs;
  const loaded = new Set(loadedWith(outputs, Object.keys(outputs).find((o) => outputs[o].entryPoint)!));
  const files = out.outputFiles.filter((f) => loaded.has(path.relative(process.cwd(), f.path)));
  if (files.length !== loaded.size) throw new Error(`bundle outputs ${[...loaded].join(', ')} not all found`);
  return { min: files.reduce((n, f) => n + f.contents.length, 0), gzip: files.reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0) };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export async function librarySection(): Promise<string> {
  // npm pack --dry-run runs prepack (npm run build:lib) and reports the tarball without writing it.
  const stdout = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: PACKAGE, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const [pack] = JSON.parse(stdout.slice(stdout.search(/^\[$/m)));
  const library = await bundleSize("import { calculate } from './dist/index.js';\nglobalThis.calculate = calculate;\n");
  const tools: [string, Size][] = [];
  for (const id of registry.ids) tools.push([id, await bundleSize(`import { calculate } from './dist/engines/${id}.js';\nglobalThis.calculate = calculate;\n`)]);
  const byGzip = [...tools].sort((a, b) => a[1].gzip - b[1].gzip);
  const median = byGzip[Math.floor(byGzip.length / 2)];
  const [smallest, largest] = [byGzip[0], byGzip[byGzip.length - 1]];
  return `${START}
## Library package (calculatorx)

\`npm pack\` of \`lib/package\` (built by its prepack), and the cost of importing \`calculate\` into a
program: an esbuild browser bundle, minified, with zod and decimal.js (gzip level 9). Sizes do not
depend on the machine.

| figure | value |
|---|---|
| Package tarball | ${kib(pack.size)} (${(pack.unpackedSize / 1024 / 1024).toFixed(2)} MiB unpacked, ${pack.entryCount} files) |
| \`calculatorx/engines\` (calculate by id; the catalog as data, each tool's chunk loaded on first use) | ${kib(library.min)} minified, ${kib(library.gzip)} gzip before the first tool |
| One tool, \`calculatorx/engines/<id>\`: median (${median[0]}) | ${kib(median[1].min)} minified, ${kib(median[1].gzip)} gzip |
| One tool: smallest (${smallest[0]}) / largest (${largest[0]}) | ${kib(smallest[1].gzip)} / ${kib(largest[1].gzip)} gzip |

<details><summary>Import size of every tool (calculatorx/engines/&lt;id&gt;, calculate only)</summary>

| tool | minified | gzip |
|---|---|---|
${tools.map(([id, s]) => `| ${id} | ${kib(s.min)} | ${kib(s.gzip)} |`).join('\n')}

</details>
${END}`;
}

/** The section as it stands in a BENCHMARKS.md text, or '' when it has none. */
export function currentLibrarySection(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : '';
}

if (import.meta.main) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const section = await librarySection();
  const current = currentLibrarySection(text);
  // Before the hand-written analysis, as `npm run bench` places it.
  const next = current ? text.replace(current, section) : text.replace('\n## Where the time goes', `\n${section}\n\n## Where the time goes`);
  writeFileSync(file, next);
  console.log(section.split('\n').slice(8, 12).join('\n'));
}
