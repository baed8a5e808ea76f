// The form text of a calculator page ↔ inputs: one pair of functions for the
// server render, the browser worker, share links and worked-example links.
// Every worked example of every page must survive inputs → form text → URL →
// form text → inputs with the same answer as the example's own inputs give.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../engines/core/run.ts';
import { calculateForm, inputsFromForm } from '../../engines/derive/form-inputs.ts';
import { formValuesFromInputs, formValuesFromQuery, localNumberText, queryFromFormValues, withChoices, type FormValues } from '../../engines/derive/form-text.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { inputsToQuery } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';

const pages = registry.pages;
const tool = (id: string) => registry.tools.get(id)!;
const model = (id: string) => pageModel(tool(id));
/** The numbers and codes an answer shows (warnings about ignored inputs aside). */
const shown = (a: { http: number; body: unknown }) => {
  const b = a.body as { status?: string; result?: unknown; code?: string; field?: string };
  return { http: a.http, status: b.status, result: b.result, code: b.code };
};
const compute = (id: string, values: FormValues) => calculateForm(tool(id), model(id), values);

describe('form text ↔ inputs', () => {
  const cases = pages.flatMap((t) =>
    t.engine.examples
      .filter((e) => (e.tool ?? t.engine.id) === t.id)
      // A JSON number beyond 2^53 is a REST-only problem: typed on a page, its digits are read exactly.
      .filter((e) => e.expect.code !== 'UNSAFE_INTEGER')
      .map((e) => [t.id, e.name, e.inputs] as const),
  );

  it.each(cases)('%s: "%s" gives the same answer through the form and its URL', (id, _name, inputs) => {
    const m = model(id);
    const values = formValuesFromInputs(m.fields, inputs);
    const query = queryFromFormValues(m.fields, values).toString();
    // The URL round-trips exactly: read back, the same text; written again, the same query.
    const read = formValuesFromQuery(m.fields, new URLSearchParams(query));
    expect(read).toEqual(values);
    expect(queryFromFormValues(m.fields, read).toString()).toBe(query);
    expect(inputsToQuery(tool(id), inputs)).toBe(query);
    expect(shown(compute(id, read).answer)).toEqual(shown(calculate(tool(id), inputs)));
  });

  it('covers every page and every kind of field', () => {
    const withExamples = pages.filter((t) => t.engine.examples.some((e) => (e.tool ?? t.engine.id) === t.id));
    expect(new Set(cases.map(([id]) => id)).size).toBe(withExamples.length);
    const kinds = new Set(pages.flatMap((t) => pageModel(t).fields.map((f) => `${f.schema}/${f.kind}`)));
    for (const k of ['number/number', 'integer/integer', 'enum/select', 'string/text', 'string/textarea', 'mixed/text', 'array/list', 'array/rows', 'array/textarea']) expect(kinds).toContain(k);
  });

  it('reads GPA rows, object rows and netlists as the server does (issue 19)', () => {
    const url = new URLSearchParams('courses=Calculus:4:A-%0APhysics:4:B%2B%0AWriting:3:A%0AHistory:3:C');
    const values = formValuesFromQuery(model('gpa').fields, url);
    expect(values.courses).toBe('Calculus:4:A-\nPhysics:4:B+\nWriting:3:A\nHistory:3:C');
    // (4 × 3.67 + 4 × 3.33 + 3 × 4 + 3 × 2) / 14 = 46 / 14
    expect((compute('gpa', values).answer.body as { result: { gpa: number } }).result.gpa).toBeCloseTo(46 / 14, 12);
    // Object rows are written as the rows a visitor types, never "[object Object]"; what a row cannot hold stays JSON.
    const objects = formValuesFromInputs(model('gpa').fields, { courses: [{ credits: 4, grade: 'A' }, { credits: 2, grade: 'B' }] });
    expect(objects.courses).toBe('4:A\n2:B');
    expect(formValuesFromInputs(model('gpa').fields, { courses: [{ name: 'CS 101: Intro', credits: 3, grade: 'A' }] }).courses).toBe('[{"name":"CS 101: Intro","credits":3,"grade":"A"}]');
    expect(formValuesFromInputs(model('cascaded-nf').fields, { stages: [{ name: 'LNA', nf_db: 1.5, gain_db: 18 }, [8, -6]] }).stages).toBe('LNA=1.5:18\n8:-6');
    expect((compute('gpa', objects).answer.body as { result: { gpa: number } }).result.gpa).toBeCloseTo(22 / 6, 12);
    // Netlists keep their lines; stages keep their commas.
    expect(formValuesFromInputs(model('kirchhoff').fields, { elements: 'V1 1 0 10\nR1 1 0 10' }).elements).toBe('V1 1 0 10\nR1 1 0 10');
    expect(formValuesFromInputs(model('cascaded-nf').fields, { stages: '3:10, 5:20' }).stages).toBe('3:10, 5:20');
  });
});

describe('what the page shows as chosen is what is computed', () => {
  it('sends the tab or option a blank choice shows', () => {
    const vat = inputsFromForm(model('vat'), { amount: '100', ratePct: '20' });
    expect(vat).toEqual({ inputs: { mode: 'add', amount: '100', ratePct: '20' } });
    const si = inputsFromForm(model('simple-interest'), { principal: '1000', ratePct: '5', term: '2' });
    expect(si.inputs.termUnit).toBe('years');
    for (const id of ['base64', 'url-codec']) expect(compute(id, { text: 'a b' }).answer.http).toBe(200);
    expect(compute('fractions', { aNum: '1', aDen: '2', bNum: '1', bDen: '3' }).answer.http).toBe(200);
  });

  it('shows the schema default of a tab bar as the active tab (ac-dc-rectifier: bridge)', () => {
    const f = model('ac-dc-rectifier').fields.find((x) => x.key === 'circuit')!;
    expect(f.fallback).toBe('bridge');
  });

  it('names what a blank optional select means; a unit select shows its unit', () => {
    const series = model('led-resistor').fields.find((f) => f.key === 'series')!;
    expect(series.blankLabel).toBe('(default: E24)');
    // A unit select has no blank: it shows the unit a blank one computes with, and sends it.
    const unit = model('rectifier-ripple-cap').fields.find((f) => f.key === 'capacitance_unit')!;
    expect([unit.fallback, unit.blankLabel]).toEqual(['uF', undefined]);
    for (const t of pages) {
      for (const f of pageModel(t).fields) if (f.kind === 'select' && !f.required) expect(f.fallback !== undefined || /^\(.+\)$/.test(f.blankLabel ?? ''), `${t.id} ${f.key}`).toBe(true);
    }
  });

  it('fills every blank choice in the form text as shown', () => {
    const m = model('vat');
    expect(withChoices(m.fields, {}).mode).toBe('add');
  });
});

describe('everyday numbers on pages', () => {
  /** The value the page computed with for `text` typed in `key` (the rest as the page opens), or the error at that field. */
  const input = (id: string, key: string, text: string, extra: FormValues = {}) => {
    const opened = formValuesFromInputs(model(id).fields, tool(id).initial);
    const { answer } = compute(id, { ...opened, ...extra, [key]: text });
    const body = answer.body as { inputs?: Record<string, unknown>; field?: string };
    return answer.http === 200 ? body.inputs![key] : body;
  };

  it('reads grouping, currency and percent signs', () => {
    expect(input('loan-payment', 'principal', '300,000')).toBe(300000);
    expect(input('loan-payment', 'principal', '$300000')).toBe(300000);
    expect(input('loan-payment', 'ratePct', '6.5%')).toBe(6.5);
  });

  it('reads SI prefixes and RKM codes where the unit takes them', () => {
    expect(input('voltage-divider', 'R1', '4.7k')).toBe(4700);
    expect(input('voltage-divider', 'R1', '4k7')).toBe(4700);
    expect(input('voltage-divider', 'R1', '2.2 kΩ')).toBe(2200);
    expect(input('voltage-divider', 'Vin', '12 V')).toBe(12);
  });

  it('reads a unit or prefix typed with the number as the unit chosen beside the field', () => {
    // 100n with µF chosen: the select switches to nF (tests/site/page-units.test.ts); a plain number is in the chosen unit.
    const opened = formValuesFromInputs(model('rectifier-ripple-cap').fields, tool('rectifier-ripple-cap').initial);
    const unitOf = (text: string, chosen: string) => compute('rectifier-ripple-cap', { ...opened, mode: 'ripple', capacitance: text, capacitance_unit: chosen, load_current: '0.0001' });
    expect(unitOf('100n', 'uF').answer.body).toMatchObject({ inputs: { capacitance: 100, capacitance_unit: 'nF' } });
    expect(unitOf('100n', 'uF').values).toMatchObject({ capacitance: '100n', capacitance_unit: 'nF' });
    expect(unitOf('2.2 µF', 'nF').answer.body).toMatchObject({ inputs: { capacitance: 2.2, capacitance_unit: 'uF' } });
    expect(input('rectifier-ripple-cap', 'capacitance', '4700', { mode: 'ripple', capacitance_unit: 'uF' })).toBe(4700);
    const f = model('rectifier-ripple-cap').fields.find((x) => x.key === 'capacitance')!;
    expect(f.unitField).toBe('capacitance_unit');
  });

  it('keeps prefixes off for money, counts and grades, and says why a number cannot be read', () => {
    const money = input('loan-payment', 'principal', '4.7k') as { field: string; detail: string };
    expect(money.field).toBe('principal');
    expect(money.detail).toMatch(/must be a number, got '4.7k'/);
    expect(input('gpa', 'totalCredits', '1k', { mode: 'quick' })).toMatchObject({ field: 'totalCredits' });
    const answer = compute('voltage-divider', { Vin: '12', R1: '1,23', R2: '1000' }).answer;
    expect(answer).toMatchObject({ http: 400, body: { code: 'INVALID_NUMBER', field: 'R1' } });
  });

  it('offers years beside a loan term in months, on the page only', () => {
    const m = model('loan-payment');
    expect(m.fields.find((f) => f.key === 'termMonths')!.unitField).toBe('termMonths_unit');
    const read = compute('loan-payment', { principal: '200000', ratePct: '6', termMonths: '2.5', termMonths_unit: 'years' });
    expect(read.inputs).toEqual({ principal: '200000', ratePct: '6', termMonths: '2.5 years' });
    expect(read.answer.body).toMatchObject({ inputs: { principal: 200000, ratePct: 6, termMonths: 30 } });
    // In the field's own unit a number goes as typed.
    expect(inputsFromForm(m, { principal: '1', ratePct: '6', termMonths: '360' }).inputs.termMonths).toBe('360');
  });

  it('reads text in REST as the page does (one reader in the input layer)', () => {
    expect(calculate(tool('loan-payment'), { principal: '300,000', ratePct: '6%', termMonths: '30 years' }).body).toMatchObject({ inputs: { principal: 300000, ratePct: 6, termMonths: 360 } });
    expect(calculate(tool('loan-payment'), { principal: '$300000', ratePct: 6, termMonths: 360 }).body).toMatchObject({ inputs: { principal: 300000 } });
    expect(calculate(tool('loan-payment'), { principal: '4k7', ratePct: 6, termMonths: 360 }).body).toMatchObject({ code: 'INVALID_NUMBER', field: 'principal' });
  });

  it('reads the visitor\'s decimal comma through the neutral text a URL carries', () => {
    expect(localNumberText('1.234,5', ',')).toBe('1,234.5');
    expect(localNumberText(localNumberText('1.234,5', ','), ',')).toBe('1.234,5');
    expect(input('loan-payment', 'principal', localNumberText('300.000,50 €', ','))).toBe(300000.5);
  });
});
