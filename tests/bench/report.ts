// BENCHMARKS.md: a readable table, and the same figures as JSON for bench:check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { currentLibrarySection } from './library-size.ts';
import { currentViewSection } from './view-size.ts';
import { currentEngineCostSection } from './engine-cost.ts';
import { currentSolveCostSection } from './solve-cost-section.ts';

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
 * The sections other scripts write: `library` (tests/bench/library-size.ts), `view` (view-size.ts) and
 * `engineCost` (engine-cost.ts); one not given is kept as the file has it, as are the cluster's
 * (npm run bench:cluster) and the solve cost's (npm run bench:solve), which only their own scripts write.
 */
export function writeReport(file: string, figures: Figure[], env: { cores: number; node: string; quick: boolean }, sections: { library?: string; view?: string; engineCost?: string } = {}) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const librarySection = sections.library ?? currentLibrarySection(current);
  const viewSection = sections.view ?? currentViewSection(current);
  const engineCostSection = sections.engineCost ?? currentEngineCostSection(current);
  const clusterSection = currentClusterSection(current);
  const solveCostSection = currentSolveCostSection(current);
  const rows = figures.map((f) => `| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''}${f.detail ? ` (${f.detail})` : ''} | ${f.goal} | ${f.ok === undefined ? '—' : f.ok ? 'met' : '**not met**'} |`);
  const text = `# Benchmarks

Written by \`npm run bench\`${env.quick ? ' (quick mode)' : ''}. Machine: ${env.cores} cores, Node ${env.node}. Load from autocannon
(16 connections) on the same machine, so client and server share the cores; every ratio is
measured against its baseline in the same run, alternating baseline and service. \`npm run bench:check\`
fails when a ratio falls more than a third below the figures recorded here.

| figure | value | goal | |
|---|---|---|---|
${rows.join('\n')}

${[viewSection, librarySection, engineCostSection, solveCostSection, clusterSection].filter(Boolean).map((x) => `${x}

`).join('')}${readFileSync(ANALYSIS, 'utf8').trim()}

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
