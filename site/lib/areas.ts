import type { PageArea } from '../../engines/core/contract.ts';
import { registry } from '../../engines/registry.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';

/** Page areas in the order the site lists them, with their names. */
export const AREA_ORDER: PageArea[] = ['electric', 'wire', 'math', 'finance', 'grade', 'dev'];
export const AREA_NAMES: Record<PageArea, string> = {
  electric: 'Electrical',
  wire: 'Wire and cable',
  math: 'Math',
  finance: 'Finance',
  grade: 'Grades',
  dev: 'Developer tools',
};

/** The area's index page, which the calculator pages' breadcrumbs link to. */
export const areaPath = (area: PageArea) => `/calc/${area}`;

/** The calculators that have their page in `area`, by title. */
export const toolsOfArea = (area: PageArea): ResolvedTool[] =>
  registry.pages.filter((t) => t.ownPage === area).sort((a, b) => a.title.localeCompare(b.title));

/**
 * A description cut to one line for a list: its first sentence, up to the
 * colon or semicolon that ends the summary part ("X from Y: a, b and c"),
 * and at most about 120 characters, cut between words.
 */
export function oneLine(description: string, max = 120): string {
  let s = description.trim().split(/(?<=\.)\s+(?=[A-Z])/)[0];
  const stop = s.search(/[:;]\s/);
  if (stop >= 24) s = s.slice(0, stop);
  s = s.replace(/\.$/, '');
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, cut > 60 ? cut : max - 1).replace(/(?<![\s,;:(–-])[\s,;:(–-]+$/, '')}…`;
}
