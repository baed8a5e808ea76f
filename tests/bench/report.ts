// BENCHMARKS.md: a readable table, and the same figures as JSON for bench:check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { currentLibrarySection } from './library-size.ts';
import { currentViewSection } from './view-size.ts';

export interface Figure {
  name: string;
  value: number | string;
  unit?: string;
  goal: string;
  ok: boolean | undefined;
  /** A service/baseline ratio that bench:check compares. */
  ratio?: boolean;
  detail?: string;
}

const MARK = '<!-- figures -->';
/** The section npm run bench:cluster writes (tests/bench/cluster.ts); npm run bench keeps it as it is. */
export const CLUSTER_START = '<!-- cluster: written by tests/bench/cluster.ts -->';
export const CLUSTER_END = '<!-- /cluster -->';

export function currentClusterSection(text: string): string {
  const start = text.indexOf(CLUSTER_START);
  const end = text.indexOf(CLUSTER_END);
  return start >= 0 && end > start ? text.slice(start, end + CLUSTER_END.length) : '';
}
/** Hand-written profiling notes, kept next to the figures they explain. */
const ANALYSIS = new URL('./analysis.md', import.meta.url);

/**
 * `view` and `library`: the MCP Apps view's and the package's size sections (tests/bench/view-size.ts,
 * library-size.ts); without one, the file's current one is kept.
 */
export function writeReport(file: string, figures: Figure[], env: { cores: number; node: string; quick: boolean }, library?: string, view?: string) {
  const librarySection = library ?? (existsSync(file) ? currentLibrarySection(readFileSync(file, 'utf8')) : '');
  const viewSection = view ?? (existsSync(file) ? currentViewSection(readFileSync(file, 'utf8')) : '');
  // Written by npm run bench:cluster alone; kept as it is.
  const clusterSection = existsSync(file) ? currentClusterSection(readFileSync(file, 'utf8')) : '';
  const rows = figures.map((f) => `| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''}${f.detail ? ` (${f.detail})` : ''} | ${f.goal} | ${f.ok === undefined ? '—' : f.ok ? 'met' : '**not met**'} |`);
  const text = `# Benchmarks

Written by \`npm run bench\`${env.quick ? ' (quick mode)' : ''}. Machine: ${env.cores} cores, Node ${env.node}. Load from autocannon
(16 connections) on the same machine, so client and server share the cores; every ratio is
measured against its baseline in the same run, alternating baseline and service. \`npm run bench:check\`
fails when a ratio falls more than a third below the figures recorded here.

| figure | value | goal | |
|---|---|---|---|
${rows.join('\n')}

${viewSection ? `${viewSection}\n\n` : ''}${librarySection ? `${librarySection}\n\n` : ''}${clusterSection ? `${clusterSection}\n\n` : ''}${readFileSync(ANALYSIS, 'utf8').trim()}

${MARK}
\`\`\`json
${JSON.stringify({ node: env.node, cores: env.cores, figures }, null, 1)}
\`\`\`
`;
  writeFileSync(file, text);
}

export function readFigures(file: string): Figure[] {
  const text = readFileSync(file, 'utf8');
  const json = text.slice(text.indexOf(MARK)).match(/```json\n([\s\S]*?)\n```/);
  return json ? (JSON.parse(json[1]).figures as Figure[]) : [];
}
