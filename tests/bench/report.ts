// BENCHMARKS.md: a readable table, and the same figures as JSON for bench:check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { currentLibrarySection } from './library-size.ts';
import { currentEngineCostSection } from './engine-cost.ts';

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
/** Hand-written profiling notes, kept next to the figures they explain. */
const ANALYSIS = new URL('./analysis.md', import.meta.url);

/**
 * `library`: the package sizes section (tests/bench/library-size.ts); `engineCost`: the worst case of every
 * tool (tests/bench/engine-cost.ts). Without one, the file's current section is kept.
 */
export function writeReport(file: string, figures: Figure[], env: { cores: number; node: string; quick: boolean }, library?: string, engineCost?: string) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const librarySection = library ?? currentLibrarySection(current);
  const engineCostSection = engineCost ?? currentEngineCostSection(current);
  const rows = figures.map((f) => `| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''}${f.detail ? ` (${f.detail})` : ''} | ${f.goal} | ${f.ok === undefined ? '—' : f.ok ? 'met' : '**not met**'} |`);
  const text = `# Benchmarks

Written by \`npm run bench\`${env.quick ? ' (quick mode)' : ''}. Machine: ${env.cores} cores, Node ${env.node}. Load from autocannon
(16 connections) on the same machine, so client and server share the cores; every ratio is
measured against its baseline in the same run, alternating baseline and service. \`npm run bench:check\`
fails when a ratio falls more than a third below the figures recorded here.

| figure | value | goal | |
|---|---|---|---|
${rows.join('\n')}

${librarySection ? `${librarySection}\n\n` : ''}${engineCostSection ? `${engineCostSection}\n\n` : ''}${readFileSync(ANALYSIS, 'utf8').trim()}

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
