// Units beside the numbers of a page (issue 44): every number field with a unit
// select — the engine's own (I_unit for an LED current) or one the page offers
// (mV, V, kV beside a supply voltage) — keeps the chosen unit in the URL, the
// server render of that URL computes what the island computes from the same
// form text, a unit typed with a number switches the select, and a unit of
// another dimension is refused naming both. Money keeps its currency; results
// may be read in another unit without changing the answer.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { numberFields } from '../../engines/core/quantity/plan.ts';
import { withArticle } from '../../engines/core/quantity/units.ts';
import { calculateForm, inputsFromForm } from '../../engines/derive/form-inputs.ts';
import { chosenValue, formValuesFromInputs, formValuesFromQuery, queryFromFormValues, type FormValues } from '../../engines/derive/form-text.ts';
import { convertValue, resultUnitChoices, unitChoices } from '../../engines/derive/page-units.ts';
import { pageModel, type FieldDescriptor, type PageModel } from '../../engines/derive/page-model.ts';
import { hasMeaningfulInputs, inputsToQuery } from '../../engines/derive/query.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import ResultView from '../../site/components/ResultView.tsx';

const tool = (id: string) => registry.tools.get(id)!;
const model = (id: string) => pageModel(tool(id));
/** What an answer shows: status, result, code, field and the inputs it echoes. */
const shown = (a: { http: number; body: unknown }) => {
  const b = a.body as { status?: string; result?: unknown; code?: string; field?: string; inputs?: unknown };
  return { http: a.http, status: b.status, result: b.result, code: b.code, field: b.field, inputs: b.inputs };
};
const bodyOf = (a: { body: unknown }) => a.body as { inputs?: Record<string, unknown>; result?: Record<string, unknown>; code?: string; field?: string; detail?: string };

/** The text the page opens with for a field's tool, on the tab that shows the field. */
function opened(t: ResolvedTool, m: PageModel, key: string): FormValues {
  const ex = t.engine.examples.find((e) => (e.tool ?? t.engine.id) === t.id && (!e.expect.status || e.expect.status === 'success'));
  const values = formValuesFromInputs(m.fields, ex?.inputs ?? t.initial);
  for (const bar of m.tabs) {
    const tab = bar.tabs.find((x) => x.fields.includes(key));
    if (tab) values[bar.field] = tab.value;
  }
  return values;
}

/** Every tool whose page has a unit select beside a number, with those numbers (derived from the registry). */
const withUnits = registry.pages
  .map((t) => [t.id, pageModel(t).fields.filter((f) => f.unitField && pageModel(t).fields.find((s) => s.key === f.unitField)?.unitFor === f.key)] as const)
  .filter(([, fields]) => fields.length > 0);

describe('unit selects beside numbers', () => {
  it('are found on the pages that take physical quantities, engine selects and the page’s own', () => {
    const ids = withUnits.map(([id]) => id);
    for (const id of ['led-resistor', 'ohms-law', 'voltage-divider', 'pcb-trace-width', 'timer-555', 'loan-payment']) expect(ids).toContain(id);
    const led = model('led-resistor');
    expect(led.fields.find((f) => f.key === 'I_f')!.unitField).toBe('I_unit');
    expect(led.fields.find((f) => f.key === 'Vs_unit')).toMatchObject({ pageUnit: true, unitFor: 'Vs', fallback: 'V', options: [{ value: 'mV' }, { value: 'V' }, { value: 'kV' }] });
    // Counts, money, percentages, ratios in dB and temperature differences get none.
    for (const [id, key] of [['led-resistor', 'strings'], ['loan-payment', 'principal'], ['loan-payment', 'ratePct'], ['pcb-trace-width', 'temp_rise'], ['vswr', 'return_loss_db']]) {
      expect(model(id).fields.find((f) => f.key === key)?.unitField, `${id}.${key}`).toBeUndefined();
    }
    // A number typed with letters needs a keyboard with letters; a count does not.
    expect(led.fields.find((f) => f.key === 'Vs')!.number).toEqual({ units: true });
    expect(led.fields.find((f) => f.key === 'strings')!.number).toEqual({ units: false });
  });

  it.each(withUnits)('%s: the URL keeps the chosen unit, the server computes what the island does, a typed unit switches the select, another dimension is refused', (id, fields) => {
    const t = tool(id);
    const m = model(id);
    const numbers = numberFields(t.plan);
    for (const f of fields) {
      const select = m.fields.find((s) => s.key === f.unitField)!;
      const base = opened(t, m, f.key);
      const plain = base[f.key] !== undefined && /^-?\d+(\.\d+)?$/.test(base[f.key]) ? base[f.key] : '1';
      const option = select.options!.find((o) => o.value !== chosenValue(select, base))!.value;
      const what = `${id}.${f.key} in ${option}`;

      // Form values → query → form values; the server's reading of the URL and the island's reading of the form agree.
      const values = { ...base, [f.key]: plain, [select.key]: option };
      const query = queryFromFormValues(m.fields, values);
      expect(query.get(select.key), what).toBe(option);
      const read = formValuesFromQuery(m.fields, query);
      expect(read, what).toEqual(values);
      const island = calculateForm(t, m, values);
      const server = calculateForm(t, m, read, { commit: true });
      expect(shown(server.answer), what).toEqual(shown(island.answer));
      expect(server.values, what).toEqual(values);

      // The rest is for selects whose options the input layer reads as units (not a term in years or months by name).
      const readsUnits = select.pageUnit || numbers.get(f.key)!.select?.key === select.key;
      if (!readsUnits) continue;
      // The unit typed with the number: the select switches, and the URL of what the page then shows computes the same.
      const typed = calculateForm(t, m, { ...base, [f.key]: `${plain} ${option}` });
      expect(typed.values[select.key], what).toBe(option);
      expect(shown(typed.answer), what).toEqual(shown(island.answer));
      const left = calculateForm(t, m, formValuesFromQuery(m.fields, queryFromFormValues(m.fields, typed.values)), { commit: true });
      expect(left.values, what).toEqual(values);
      expect(shown(left.answer), what).toEqual(shown(island.answer));

      // A plain number in a URL means the unit the page shows by default: old links keep their meaning.
      const old = calculateForm(t, m, { ...base, [f.key]: plain, [select.key]: '' }, { commit: true });
      expect(shown(old.answer), `${id}.${f.key} plain`).toEqual(shown(calculateForm(t, m, { ...base, [f.key]: plain, [select.key]: select.fallback ?? '' }).answer));

      // A unit of another dimension: UNIT_MISMATCH at the field, naming both.
      const dimension = numbers.get(f.key)!.quantity.unit?.def.dimension ?? numbers.get(f.key)!.select!.units.values().next().value!.def.dimension;
      const other = dimension === 'mass' ? ['s', 'time'] : ['kg', 'mass'];
      const wrong = bodyOf(calculateForm(t, m, { ...base, [f.key]: `${plain} ${other[0]}` }).answer);
      expect([wrong.code, wrong.field], `${what}: ${wrong.detail}`).toEqual(['UNIT_MISMATCH', f.key]);
      expect(wrong.detail, what).toContain(`is ${withArticle(other[1] as 'mass')}`);
      expect(wrong.detail, what).toMatch(new RegExp(`needs ${withArticle(dimension)}|takes ${[...select.options!.map((o) => o.label)].slice(-1)[0]}|takes .* or `));
    }
  });
});

describe('the LED current, as the issue tells it', () => {
  const m = model('led-resistor');
  const t = tool('led-resistor');
  const form = { mode: 'resistor', Vs: '5', Vf: '2' };

  it('switches the select to the unit typed, keeps the number once the box is left, and computes 150 Ω', () => {
    const typing = calculateForm(t, m, { ...form, I_f: '0.02 A' });
    expect(typing.values).toEqual({ ...form, I_f: '0.02 A', I_unit: 'A' });
    expect(bodyOf(typing.answer).result).toMatchObject({ R: 150 });
    expect(calculateForm(t, m, { ...form, I_f: '0.02 A' }, { commit: true }).values).toEqual({ ...form, I_f: '0.02', I_unit: 'A' });
    // "20m": the prefix alone is a prefix of the field's unit.
    expect(calculateForm(t, m, { ...form, I_f: '20m', I_unit: 'A' }, { commit: true }).values).toMatchObject({ I_f: '20', I_unit: 'mA' });
    // A unit the select does not offer stays typed and is converted exactly (2 kA is no LED current, but it is a current).
    expect(calculateForm(t, m, { ...form, I_f: '0.000002 kA' }).values).toEqual({ ...form, I_f: '0.000002 kA' });
    expect(bodyOf(calculateForm(t, m, { ...form, I_f: '0.000002 kA' }).answer).inputs).toMatchObject({ I_f: 2, I_unit: 'mA' });
  });

  it('keeps the unit the visitor then chooses, and the number', () => {
    const chosen = calculateForm(t, m, { ...form, I_f: '0.02 A', I_unit: 'mA' }, { unitChosen: 'I_unit' });
    expect(chosen.values).toEqual({ ...form, I_f: '0.02', I_unit: 'mA' });
    expect(bodyOf(chosen.answer).inputs).toMatchObject({ I_f: 0.02, I_unit: 'mA' });
  });

  it('refuses a voltage, naming both dimensions', () => {
    const wrong = bodyOf(calculateForm(t, m, { ...form, I_f: '20 mV' }).answer);
    expect(wrong).toMatchObject({ code: 'UNIT_MISMATCH', field: 'I_f', detail: '"20 mV" is a voltage; LED current If needs a current.' });
    // The select stays as it was.
    expect(calculateForm(t, m, { ...form, I_f: '20 mV' }, { commit: true }).values).toEqual({ ...form, I_f: '20 mV' });
  });

  it('sends a plain number with the unit only the page offers, exactly; text with its own unit as typed', () => {
    expect(inputsFromForm(m, { ...form, Vs: '5000', Vs_unit: 'mV', I_f: '20' }).inputs).toMatchObject({ Vs: '5000 mV' });
    expect(inputsFromForm(m, { ...form, Vs: '5', Vs_unit: 'V', I_f: '20' }).inputs).toMatchObject({ Vs: '5' });
    expect(bodyOf(calculateForm(t, m, { ...form, Vs: '5000', Vs_unit: 'mV', I_f: '20' }).answer).inputs).toMatchObject({ Vs: 5 });
    // 4k7 carries its own prefix; the select follows it, the code stays as typed.
    const rkm = calculateForm(t, m, { mode: 'current', Vs: '5', Vf: '2', R: '4k7', R_unit: 'MΩ' }, { commit: true });
    expect(rkm.values).toMatchObject({ R: '4k7', R_unit: 'kΩ' });
    expect(bodyOf(rkm.answer).inputs).toMatchObject({ R: 4700 });
    // The page's own unit never reaches the input layer.
    expect(inputsFromForm(m, { ...form, Vs: '5', Vs_unit: 'kV' }).inputs).not.toHaveProperty('Vs_unit');
  });

  it('keeps a select shared by several numbers: a unit typed in one is converted, the select stays', () => {
    const pcb = model('pcb-microstrip');
    expect(pcb.fields.find((f) => f.key === 'unit')).toMatchObject({ fallback: 'mm' });
    expect(pcb.fields.find((f) => f.key === 'width')!.unitField).toBeUndefined();
    const r = calculateForm(tool('pcb-microstrip'), pcb, { mode: 'impedance', width: '118.11 mil', height: '1.6', er: '4.3' }, { commit: true });
    expect(r.values).toEqual({ mode: 'impedance', width: '118.11 mil', height: '1.6', er: '4.3' });
    expect(bodyOf(r.answer).inputs).toMatchObject({ unit: 'mm', height: 1.6 });
    expect(bodyOf(r.answer).inputs!.width).toBeCloseTo(3, 4);
  });
});

describe('money keeps its currency', () => {
  const m = model('loan-payment');
  const t = tool('loan-payment');

  it('is an input of the page, set by a sign typed with an amount, kept in the URL and the snapshot’s live link', () => {
    expect(m.fields.map((f) => f.key)).toEqual(['currency', 'principal', 'ratePct', 'termMonths', 'termMonths_unit']);
    const typed = calculateForm(t, m, { principal: '$300,000', ratePct: '6.5', termMonths: '360' });
    expect(typed.values).toMatchObject({ principal: '$300,000', currency: 'USD' });
    expect(bodyOf(typed.answer).inputs).toMatchObject({ principal: 300000, currency: 'USD' });
    const url = queryFromFormValues(m.fields, calculateForm(t, m, typed.values, { commit: true }).values).toString();
    expect(url).toBe('currency=USD&principal=300%2C000&ratePct=6.5&termMonths=360');
    // The live link of a snapshot (its echoed inputs) names the currency too.
    expect(inputsToQuery(t, bodyOf(typed.answer).inputs!)).toBe('currency=USD&principal=300000&ratePct=6.5&termMonths=360');
    // A link as the issue gives it: principal=$300,000 (and currency) reads the same on the server as in the browser.
    const link = formValuesFromQuery(m.fields, new URLSearchParams('principal=%24300%2C000&ratePct=6.5&termMonths=360&currency=USD'));
    expect(shown(calculateForm(t, m, link, { commit: true }).answer)).toEqual(shown(calculateForm(t, m, link).answer));
  });

  it('alone, like a unit alone, is no calculation to render', () => {
    expect(hasMeaningfulInputs(new URLSearchParams('currency=USD'), t)).toBe(false);
    expect(hasMeaningfulInputs(new URLSearchParams('currency=USD&principal=1000'), t)).toBe(true);
    expect(hasMeaningfulInputs(new URLSearchParams('Vs_unit=mV&I_unit=A'), tool('led-resistor'))).toBe(false);
    expect(hasMeaningfulInputs(new URLSearchParams('Vs=5'), tool('led-resistor'))).toBe(true);
  });

  it('takes the currency a sign names over one chosen before, unless the sign fits it ($ for CAD)', () => {
    expect(calculateForm(t, m, { currency: 'USD', principal: '€300,000', ratePct: '6.5', termMonths: '360' }).values.currency).toBe('EUR');
    const cad = calculateForm(t, m, { currency: 'CAD', principal: '$300,000', ratePct: '6.5', termMonths: '360' }, { commit: true });
    expect(cad.values).toMatchObject({ currency: 'CAD', principal: '300,000' });
    expect(bodyOf(cad.answer).inputs!.currency).toBe('CAD');
    // Without a sign or a choice, a calculation has no currency: its amounts read plain.
    expect(bodyOf(calculateForm(t, m, { principal: '300000', ratePct: '6.5', termMonths: '360' }).answer).inputs).not.toHaveProperty('currency');
  });
});

describe('results read in another unit', () => {
  it('offers lengths, areas, temperatures, times, energies and charges, not prefixes of one unit nor temperature differences', () => {
    const pcb = model('pcb-trace-width');
    expect(pcb.resultUnits.width_mil).toEqual(['mm', 'cm', 'm', 'km', 'mil', 'in', 'ft']);
    expect(pcb.resultUnits.trace_temperature_C).toEqual(['°C', 'K', '°F']);
    expect(pcb.resultUnits).not.toHaveProperty('width_mm', undefined);
    expect(model('ohms-law').resultUnits).toEqual({});
    expect(model('mosfet-tj').resultUnits).not.toHaveProperty('temperature_rise');
    expect(resultUnitChoices('°C', true)).toBeUndefined();
    expect(resultUnitChoices('°C')).toEqual(['°C', 'K', '°F']);
    expect(unitChoices(numberFields(tool('ohms-law').plan).get('V')!.quantity.unit)).toEqual(['mV', 'V', 'kV']);
  });

  it('converts exactly and rounds once', () => {
    expect(convertValue(1, 'mil', 'mm')).toBe(0.0254);
    expect(convertValue(0.0254, 'mm', 'mil')).toBe(1);
    expect(convertValue(35, '°C', '°F')).toBe(95);
    expect(convertValue(-40, '°F', '°C')).toBe(-40);
    expect(convertValue(3600, 's', 'h')).toBe(1);
    expect(convertValue(1, 'Ah', 'C')).toBe(3600);
    expect(convertValue(1, 'mil', '°C')).toBeUndefined();
  });

  it('shows the choice beside the value; the exact value and the answer stay in the declared unit', () => {
    const t = tool('pcb-trace-width');
    const m = model('pcb-trace-width');
    const { answer } = calculateForm(t, m, { current: '2', temp_rise: '10', copper: '1', copper_unit: 'oz' });
    const html = renderToString(h(ResultView, { answer, page: m, prefs: { locale: 'en-US' } }));
    const mil = bodyOf(answer).result!.width_mil as number;
    expect(html).toContain(`<output data-output="width_mil" data-value="${mil}">30.76</output> <select class="unit-pick" aria-label="Minimum trace width: unit shown">`);
    expect(html).toContain('<option selected value="°C">°C</option>');
    // A snapshot page (no island) reads results as declared, without selects.
    expect(renderToString(h(ResultView, { answer, page: m, prefs: { locale: 'en-US' }, serverOnly: true }))).not.toContain('unit-pick');
  });
});

/** Field descriptors of the page alone are never inputs. */
describe('the page’s own unit selects', () => {
  it('are never sent, and no engine field has their name', () => {
    for (const t of registry.pages) {
      for (const f of pageModel(t).fields.filter((x: FieldDescriptor) => x.pageUnit)) expect(Object.hasOwn(t.plan.shape, f.key), `${t.id}.${f.key}`).toBe(false);
    }
  });
});
