import type { PageArea } from '../../engines/core/contract.ts';

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
