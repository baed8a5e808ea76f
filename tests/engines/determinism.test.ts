// Engines must give the same bits in Node and in every browser. IEEE 754 fixes
// + − × ÷ and √ but not Math.exp, Math.log, Math.pow, Math.sin…, so engine code
// uses engines/core/det-math.ts instead; this test keeps it that way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINES = path.resolve(import.meta.dirname, '../../engines');
const AREAS = ['electrical', 'finance', 'math', 'grade', 'dev'];
const NON_DETERMINISTIC = /\bMath\.(exp|expm1|log|log10|log2|log1p|pow|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|cbrt|hypot)\b/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    // Pictures only draw; their coordinates need not be bit-identical across engines.
    else if (name.endsWith('.ts') && !name.includes('picture')) yield p;
  }
}

describe('engine code is deterministic across JavaScript engines', () => {
  for (const area of AREAS) {
    it(`${area}: no Math.* transcendental functions and no ** on numbers`, () => {
      const offences: string[] = [];
      for (const f of files(path.join(ENGINES, area))) {
        readFileSync(f, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const code = line.replace(/\/\/.*$/, '').replace(/'[^']*'|`[^`]*`|"[^"]*"/g, "''");
            if (NON_DETERMINISTIC.test(code)) offences.push(`${path.relative(ENGINES, f)}:${i + 1}: ${line.trim()}`);
            else if (/[\w)\]]\s*\*\*\s*[\w(.-]/.test(code) && !/\bBigInt\b|\d+n\b|bigint/i.test(code)) offences.push(`${path.relative(ENGINES, f)}:${i + 1}: ${line.trim()}`);
          });
      }
      expect(offences).toEqual([]);
    });
  }
});
