// The natural-question set (tests/fixtures/search-questions.json) and how it
// is scored, shared by the index test, the home page in Chromium and MCP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../../engines/registry.ts';

export interface Question {
  q: string;
  /** Tool ids of the calculator pages that answer it; any one in the first 3 counts. */
  expect: string[];
}

const load = (file: string): Question[] => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures', file), 'utf8')).questions;

/** Questions that name what they want ("monthly mortgage payment"). */
export const QUESTIONS: Question[] = load('search-questions.json');
/** Questions that describe the situation instead ("least number that both 8 and 14 divide"). */
export const SITUATIONS: Question[] = load('situational-questions.json');

/** The share of questions that must find a right calculator in the first 3. */
export const REQUIRED_SHARE = 0.95;

/** A page's tool: where its page is and whether MCP serves it as a capability. */
export function pageTool(id: string) {
  const t = registry.tools.get(id);
  if (!t?.ownPage) throw new Error(`search-questions.json names ${id}, which has no page of its own`);
  return t;
}

/** Runs `top3` for every question; the misses, for a readable failure, and the share found. */
export async function score(top3: (q: Question) => Promise<boolean> | boolean, questions: Question[] = QUESTIONS): Promise<{ share: number; misses: string[] }> {
  const misses: string[] = [];
  for (const question of questions) if (!(await top3(question))) misses.push(`${question.q} (want ${question.expect.join(' or ')})`);
  return { share: (questions.length - misses.length) / questions.length, misses };
}
