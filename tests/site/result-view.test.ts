// The result as a page shows it (server render and island use ResultView): the
// headline says in words what was solved, every value is read for a person with
// its unit (the headline's from its field's declaration; result_detail.unit only
// where the field has none, as for an alias's `value`), the exact value stays in
// data-value and the copy button, and API names are only `.key` elements.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { pageModel } from '../../engines/derive/page-model.ts';
import { outputJsonSchema } from '../../engines/derive/schemas.ts';
import { registry } from '../../engines/registry.ts';
import ResultView, { headlineText } from '../../site/components/ResultView.tsx';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { run } from '../helpers/calc.ts';

const US: VisitorPrefs = { locale: 'en-US' };
const LOAN = { principal: 300000, ratePct: 6.5, termMonths: 360, currency: 'USD' };

function shown(toolId: string, inputs: Record<string, unknown>, prefs = US): string {
  return renderToString(h(ResultView, { answer: run(toolId, inputs), page: pageModel(registry.tools.get(toolId)!), prefs }));
}
const headline = (toolId: string, inputs: Record<string, unknown>, prefs = US) => headlineText(run(toolId, inputs), pageModel(registry.tools.get(toolId)!), prefs);
/** The visible text of an HTML fragment, without the API names; a select reads as its chosen option. */
const text = (html: string) =>
  html
    .replace(/<code class="key">[^<]*<\/code>/g, '')
    .replace(/<select[^>]*>.*?<\/select>/g, (s) => /<option[^>]* selected[^>]*>([^<]*)</.exec(s)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x2F;/g, '/');

describe('ResultView', () => {
  it('heads the answer with what was solved, in words', () => {
    // Amounts are in the calculation's currency, grouped as the visitor's locale groups; none without one.
    expect(headline('loan-payment', LOAN)).toBe('Monthly payment $1,896.20');
    expect(headline('loan-payment', LOAN, { locale: 'de-DE' })).toBe('Monthly payment 1.896,20\u00a0$');
    expect(headline('loan-payment', { ...LOAN, currency: 'EUR' }, { locale: 'de-DE' })).toBe('Monthly payment 1.896,20\u00a0€');
    expect(headline('loan-payment', { ...LOAN, currency: undefined })).toBe('Monthly payment 1,896.20');
    expect(headline('ohms-law', { V: 12, R: 470 })).toBe('Current 25.53 mA');
    expect(headline('gpa', { courses: 'Calculus:4:A-\nPhysics:4:B+\nWriting:3:A\nHistory:3:C' })).toMatch(/^GPA 3\.\d\d grade points$/);
    const html = shown('loan-payment', LOAN);
    expect(html).toContain('<output data-output="payment" data-value="1896.2040704788913">$1,896.20</output>');
    // The exact number is one click away.
    expect(html).toContain('data-copy-exact="1896.2040704788913"');
    expect(html).toContain('<summary>Exact values</summary>');
    // API names only as .key elements (shown in the API names view), in the headline and the table.
    expect(text(html.slice(0, html.indexOf('Exact values')))).not.toMatch(/totalPaid|paymentRounded|termMonths/);
    expect(html).toContain('<code class="key">totalPaid</code>');
    expect(text(html)).toContain('Total paid$682,633.47');
  });

  it('reads nested rows and lists like the headline: units, grouping, rows from 1, lists split by "; "', () => {
    // 9 V across 1 kΩ and 2.2 kΩ: 9 mA and 4.0909 mA, 81 mW and 36.82 mW (Ohm's law by hand).
    const html = text(shown('parallel-resistor', { mode: 'total', resistors: '1000, 2200', V: 9 }));
    expect(html).toContain('Resistors in parallel1 kΩ; 2.2 kΩ');
    expect(html).toContain('#ResistorCurrentPowerShare of the current');
    expect(html).toContain('11 kΩ9 mA81 mW68.75 %');
    expect(html).toContain('22.2 kΩ4.091 mA36.82 mW31.25 %');
    expect(html).not.toMatch(/Index|Share pct|>0</);
    // RC milestones: t = n·τ with τ = 4.7 kΩ × 10 µF = 47 ms.
    const rc = text(shown('rc-time-constant', { mode: 'charge', R: 4700, C: 10, C_unit: 'uF' }));
    expect(rc).toContain('#After n·τTimeShare of the change');
    expect(rc).toContain('1147 ms63.21 %');
    expect(rc).toContain('55235 ms99.33 %');
  });

  it('declares only columns that the rows of a worked example have', () => {
    for (const tool of registry.engines) {
      const labels = pageModel(registry.tools.get(tool.id)!).resultLabels;
      for (const [key, hint] of Object.entries(labels)) {
        if (!hint.columns) continue;
        const seen = new Set<string>();
        for (const ex of tool.examples) {
          const rows = (run(tool.id, ex.inputs).body as { result?: Record<string, unknown> }).result?.[key];
          if (Array.isArray(rows)) for (const r of rows) Object.keys(r as object).forEach((k) => seen.add(k));
        }
        expect(Object.keys(hint.columns).filter((c) => !seen.has(c)), `${tool.id}.${key}`).toEqual([]);
      }
    }
  });

  it('gives the headline its field unit when the answer has no single unit (ohms-law solves for any two)', () => {
    const html = shown('ohms-law', { V: 12, R: 4 });
    expect(html).toContain('<output data-output="I" data-value="3">3</output> A');
    expect(html).toContain('<output data-output="P" data-value="36">36</output> W');
  });

  it('gives the headline its own unit when the engine solved for another quantity', () => {
    // diode-equation in mode voltage reports result_detail.unit V, while the headline is the current.
    expect(shown('diode-equation', { mode: 'voltage', I: 1, I_unit: 'mA', Is: 1e-14 })).toContain('<output data-output="I" data-value="0.001">1</output> mA');
    // An alias's generic `value` takes the unit of the answer.
    expect(headline('amps-to-kw', { phase: 'single', a: 10, b: 230, pf: 1 })).toBe('Real power × output scale 2.3 kW');
  });

  it('heads the answer with what was solved for, not a value the visitor gave', () => {
    expect(headline('voltage-divider', { Vin: 5, R1: 10000, Vout: 3.3 })).toBe('Lower resistor R2 19.41 kΩ');
    expect(headline('ohms-law', { I: 2, R: 47 })).toBe('Voltage 94 V');
    // rlc-resonance given f0 and L: the capacitor, in F although C is entered in a chosen unit.
    expect(headline('rlc-resonance', { f0: 1, f_unit: 'MHz', L: 10, L_unit: 'uH' })).toMatch(/ 2\.533 nF$/);
    // A headline that is not a number the visitor typed stays (scientific-notation's answer text).
    expect(shown('scientific-notation', { value: '0.000123' })).toContain('>1.23 × 10^-4</output>');
    // Only fields of the current tab count: gamma-z in polar form does not head with gamma_re.
    const gamma = registry.tools.get('gamma-z')!.engine.examples.find((e) => e.inputs.gamma_mag !== undefined)!;
    expect(shown('gamma-z', gamma.inputs)).not.toMatch(/class="headline"><span class="name">[^<]*<code class="key">gamma_re</);
  });

  it('reads choices by their label and booleans as words', () => {
    const t = text(shown('timer-555', { mode: 'astable', RA: 10000, RB: 68000, C: 10, C_unit: 'uF' }));
    expect(t).toContain('ModeAstable');
    expect(t).toContain('Frequency0.9881 Hz');
    expect(t).toContain('Output high time540.7 ms');
    expect(text(shown('pythagorean', { a: 3, b: 4, c: 5 }))).toContain('Right triangleYes');
  });

  it('labels and gives units to result fields that are not inputs', () => {
    const html = shown('voltage-divider', { Vin: 12, R1: 1000, R2: 1000 });
    expect(html).toMatch(/<th scope="row">[^<]+<code class="key">I<\/code><\/th><td class="num"><output data-output="I" data-value="0.006">6<\/output> mA<\/td>/);
  });

  it('puts the same labels and units in the output JSON Schema', () => {
    const props = outputJsonSchema(registry.tools.get('voltage-divider')!).properties!;
    expect(props.Vout).toMatchObject({ title: 'Output voltage', 'x-unit': 'V' });
    expect(props.I).toMatchObject({ 'x-unit': 'A' });
    // swg's result is a union (one gauge or the chart): each branch is labelled.
    const swg = outputJsonSchema(registry.tools.get('swg')!) as { anyOf?: { properties?: Record<string, object> }[] };
    expect(swg.anyOf?.find((b) => b.properties?.diameter_mm)?.properties?.diameter_mm).toMatchObject({ 'x-unit': 'mm' });
  });

  it('shows no service internals in any page text', () => {
    for (const t of registry.tools.values()) {
      if (!t.page) continue;
      const m = pageModel(t);
      const texts = [m.description, ...m.assumptions, ...m.limitations, m.formula.label ?? '', ...m.fields.map((f) => f.help ?? ''), ...m.examples.map((e) => e.source)].join('\n');
      expect(texts, t.id).not.toMatch(/JSON|BigInt|DECISIONS\.md|decimal\.js|\bthe engine\b/);
      // Field names (ratePct, z0_target) belong to the API names view, not to the help under a field.
      const apiNames = m.fields.map((f) => f.key).filter((k) => /[a-z][A-Z]|_/.test(k));
      for (const f of m.fields) for (const k of apiNames) expect(f.help ?? '', `${t.id}.${f.key}`).not.toMatch(new RegExp(`\\b${k}\\b`));
    }
  });
});
