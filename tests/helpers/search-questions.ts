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

export const QUESTIONS: Question[] = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/search-questions.json'), 'utf8')).questions;

/** The share of questions that must find a right calculator in the first 3. */
export const REQUIRED_SHARE = 0.95;

/** A page's tool: where its page is and whether MCP serves it as a capability. */
export function pageTool(id: string) {
  const t = registry.tools.get(id);
  if (!t?.ownPage) throw new Error(`search-questions.json names ${id}, which has no page of its own`);
  return t;
}

/** Runs `top3` for every question; the misses, for a readable failure, and the share found. */
export async function score(top3: (q: Question) => Promise<boolean> | boolean): Promise<{ share: number; misses: string[] }> {
  const misses: string[] = [];
  for (const question of QUESTIONS) if (!(await top3(question))) misses.push(`${question.q} (want ${question.expect.join(' or ')})`);
  return { share: (QUESTIONS.length - misses.length) / QUESTIONS.length, misses };
}
