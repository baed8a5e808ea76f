// The Plot and Solve panels' state in the page URL (engines/derive/plot-text.ts)
// and the functions that compute them from a page's form text
// (engines/derive/form-plot.ts): the URL round-trips, blanks mean defaults,
// what a URL can put in a box is bounded, the form is read exactly as the
// calculation reads it ("4k7", a page unit), and every refusal names its box.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { calculateForm } from '../../engines/derive/form-inputs.ts';
import { defaultRange, outputChoices, plotForm, plottable, solveForm, type PlotAnswer, type SolveView } from '../../engines/derive/form-plot.ts';
import { formValuesFromInputs, queryFromFormValues, formValuesFromQuery } from '../../engines/derive/form-text.ts';
import { islandModel, pageModel } from '../../engines/derive/page-model.ts';
import { blankPlot, filledPlot, MAX_STATE_TEXT, PLOT_MAX_POINTS, plotFromQuery, samePlot, solveFromQuery, stateQuery, STATE_KEYS, type PlotState } from '../../engines/derive/plot-text.ts';
import { MAX_SWEEP_POINTS } from '../../engines/derive/sweep.ts';
import { registry } from '../../engines/registry.ts';
import { labelled } from '../../site/components/PlotPanel.tsx';
import SolvePanel from '../../site/components/SolvePanel.tsx';

const tool = (id: string) => registry.tools.get(id)!;
const model = (id: string) => pageModel(tool(id));
const plot = (p: Partial<PlotState> & { input: string }): PlotState => ({ ...blankPlot(p.input), ...p });

describe('plot and solve state in the URL', () => {
  it('round-trips through the query, beside the form text, blanks left out', () => {
    const p = plot({ input: 'R2', from: '1000', to: '100k', points: '50', scale: 'log', y: 'Vout' });
    const s = { input: 'R1', output: 'Vout', target: '3.3' };
    const q = stateQuery(p, s, new URLSearchParams('Vin=12&R1=1000'));
    expect(q.toString()).toBe('Vin=12&R1=1000&plot=R2&plot_from=1000&plot_to=100k&plot_points=50&plot_scale=log&plot_y=Vout&solve=R1&solve_y=Vout&solve_target=3.3');
    expect(plotFromQuery(q)).toEqual(p);
    expect(solveFromQuery(q)).toEqual(s);
    expect(stateQuery(plot({ input: 'R2' }), null).toString()).toBe('plot=R2');
    expect(plotFromQuery(new URLSearchParams('plot=R2'))).toEqual(blankPlot('R2'));
  });

  it('is absent without an input to vary or solve for', () => {
    expect(plotFromQuery(new URLSearchParams('plot_from=1&plot_to=2'))).toBeNull();
    expect(plotFromQuery(new URLSearchParams('plot=%20'))).toBeNull();
    expect(solveFromQuery(new URLSearchParams('solve_target=3'))).toBeNull();
    expect(stateQuery(null, null).size).toBe(0);
  });

  it('keeps its keys apart from every calculator field (scale, y and target are inputs of some)', () => {
    for (const t of registry.pages) {
      for (const f of pageModel(t).fields) for (const k of [f.key, ...f.aliases]) expect(STATE_KEYS, `${t.id}.${k}`).not.toContain(k);
    }
    // So a form's URL with a plot reads back the same form text.
    const m = model('voltage-divider');
    const q = stateQuery(plot({ input: 'R2', from: '1', to: '2' }), null, queryFromFormValues(m.fields, { Vin: '12', R2: '4k7' }));
    expect(formValuesFromQuery(m.fields, q)).toEqual({ Vin: '12', R2: '4k7' });
  });

  it('cuts what a URL puts in one box, trimmed', () => {
    const p = plotFromQuery(new URLSearchParams({ plot: ' R2 ', plot_from: 'x'.repeat(5000) }))!;
    expect(p.input).toBe('R2');
    expect(p.from).toHaveLength(MAX_STATE_TEXT);
  });

  it('allows the points sweep() allows', () => {
    expect(PLOT_MAX_POINTS).toBe(MAX_SWEEP_POINTS);
  });

  it('compares plots by their text', () => {
    expect(samePlot(plot({ input: 'a', from: '1' }), plot({ input: 'a', from: '1' }))).toBe(true);
    expect(samePlot(plot({ input: 'a', from: '1' }), plot({ input: 'a', from: '2' }))).toBe(false);
    expect(samePlot(null, null)).toBe(true);
    expect(samePlot(plot({ input: 'a' }), null)).toBe(false);
  });
});

describe('the plot of a page form', () => {
  const vd = model('voltage-divider');
  const values = { Vin: '12', R1: '1000', R2: '1000' };

  it('starts a tenth to ten times the current value, on a log scale, and fills the boxes with that range', () => {
    const a = plotForm(tool('voltage-divider'), vd, values, blankPlot('R2'));
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect([a.from, a.to, a.points, a.scale, a.output, a.unit]).toEqual([100, 10000, 50, 'log', 'Vout', 'Ω']);
    expect(a.rows).toHaveLength(50);
    expect(a.rows[0]).toEqual({ x: 100, y: 12 * 100 / 1100 });
    expect(a.rows.at(-1)!.x).toBe(10000);
    expect(a.picture.alt).toMatch(/^Vout \(V\) against R2 \(Ω\) from 100 to 10000 on a log scale/);
    const filled = filledPlot(blankPlot('R2'), a);
    expect(filled).toEqual({ input: 'R2', from: '100', to: '10000', points: '50', scale: 'log', y: 'Vout' });
    // The filled state draws the same chart.
    const again = plotForm(tool('voltage-divider'), vd, values, filled);
    expect(again.ok && again.rows).toEqual(a.rows);
    // A state with a range is left as it is, a box emptied while typing too (the chart takes its default meanwhile).
    expect(filledPlot(filled, again)).toBe(filled);
    const emptied = { ...filled, to: '', points: '' };
    const drawn = plotForm(tool('voltage-divider'), vd, values, emptied);
    expect(drawn.ok && [drawn.to, drawn.points]).toEqual([10000, 50]);
    expect(filledPlot(emptied, drawn)).toBe(emptied);
  });

  it('reads the form as the calculation reads it: "4k7" and a unit only the page offers', () => {
    const typed = { Vin: '12', R1: '4k7', R2: '1', R2_unit: 'kΩ' };
    const a = plotForm(tool('voltage-divider'), vd, typed, plot({ input: 'Vin', from: '12', to: '24', points: '2' }));
    const calc = calculateForm(tool('voltage-divider'), vd, typed).answer.body as { result: { Vout: number } };
    expect(a.ok && a.rows[0].y).toBe(calc.result.Vout);
    // The default range is around the value the calculation reads: 1 kΩ is 1000 Ω.
    const r = plotForm(tool('voltage-divider'), vd, typed, blankPlot('R2'));
    expect(r.ok && [r.from, r.to]).toEqual([100, 10000]);
    // The range's own text may carry a prefix or a unit.
    const k = plotForm(tool('voltage-divider'), vd, values, plot({ input: 'R2', from: '1k', to: '10 kΩ', points: '2' }));
    expect(k.ok && k.rows.map((x) => x.x)).toEqual([1000, 10000]);
  });

  it('draws the output asked for, and the first that changes otherwise', () => {
    const a = plotForm(tool('voltage-divider'), vd, values, plot({ input: 'R2', y: 'I' }));
    expect(a.ok && a.output).toBe('I');
    const b = plotForm(tool('voltage-divider'), vd, values, plot({ input: 'R2', y: 'nonsense' }));
    expect(b.ok && b.output).toBe('Vout');
    // The varied input is no output to draw.
    expect(b.ok && b.outputs.map((o) => o.key)).not.toContain('R2');
  });

  it('writes amounts in the calculation\'s currency, or with no unit', () => {
    const loan = model('loan-payment');
    const form = { principal: '10000', ratePct: '6', termMonths: '12' };
    const plain = plotForm(tool('loan-payment'), loan, form, blankPlot('ratePct'));
    expect(plain.ok && plain.picture.alt).toMatch(/^payment against ratePct \(% per year\)/);
    const usd = plotForm(tool('loan-payment'), loan, { ...form, currency: 'USD' }, blankPlot('ratePct'));
    expect(usd.ok && usd.picture.alt).toMatch(/^payment \(USD\) against/);
  });

  it('names the box of what it cannot read', () => {
    const at = (p: Partial<PlotState>) => plotForm(tool('voltage-divider'), vd, values, plot({ input: 'R2', from: '100', to: '1000', ...p }));
    expect(at({ points: 'many' })).toMatchObject({ ok: false, field: 'points' });
    expect(at({ points: String(PLOT_MAX_POINTS + 1) })).toMatchObject({ ok: false, field: 'points', detail: expect.stringMatching(/from 2 to 1000/) });
    expect(at({ from: '-5', scale: 'log' })).toMatchObject({ ok: false, field: 'from', detail: expect.stringMatching(/log sweep/) });
    expect(at({ to: 'abc' })).toMatchObject({ ok: false, field: 'to' });
    expect(at({ scale: 'cubic' })).toMatchObject({ ok: false, field: 'scale' });
    expect(at({ input: 'Vin_unit' })).toMatchObject({ ok: false, field: 'input' });
  });

  it('says why no point has a value', () => {
    const a = plotForm(tool('voltage-divider'), vd, { R1: '1000', R2: '1000' }, plot({ input: 'R2', from: '1', to: '10', points: '3' }));
    expect(a.ok && a.rows.every((r) => r.y === null)).toBe(true);
    expect(a.ok && a.note).toMatch(/Vin/);
    // The axis is the page's headline output, not whichever comes first.
    expect(a.ok && a.output).toBe('Vout');
  });

  it('stops at the budget it is given, saying so', () => {
    const a = plotForm(tool('voltage-divider'), vd, values, blankPlot('R2'), { overBudget: () => true });
    expect(a).toMatchObject({ ok: false, field: null, budget: true });
  });

  it('asks for a narrow chart on a phone', () => {
    const a = plotForm(tool('voltage-divider'), vd, values, blankPlot('R2'), {}, true);
    expect(a.ok && a.picture.viewBox).toBe('0 0 420 320');
  });

  it('defaults inside the declared domain', () => {
    // A percentage whose domain is narrow is plotted over the whole of it.
    for (const t of registry.pages) {
      for (const f of pageModel(t).fields.filter((x) => x.number && !x.pageUnit && !x.unitFor)) {
        const r = defaultRange(t, f.key, undefined);
        expect(r.to, `${t.id}.${f.key}`).toBeGreaterThan(r.from);
        if (r.scale === 'log') expect(r.from > 0 === r.to > 0, `${t.id}.${f.key}`).toBe(true);
      }
    }
    expect(defaultRange(tool('loan-payment'), 'ratePct', 6)).toEqual({ from: 0.6, to: 60, scale: 'log' });
    expect(defaultRange(tool('loan-payment'), 'termMonths', 360)).toEqual({ from: 36, to: 3600, scale: 'log' });
    // A grade in % reads from 0 to 100 (the engine allows more: extra credit).
    expect(defaultRange(tool('final-grade'), 'current', 70)).toEqual({ from: 0, to: 100, scale: 'linear' });
  });
});

describe('solve for a field of a page form', () => {
  const vd = model('voltage-divider');
  const values = formValuesFromInputs(vd.fields, { Vin: 12, R1: 1000, R2: 1000 });

  it('gives the value, every solution and the nearest standard values', () => {
    const a = solveForm(tool('voltage-divider'), vd, values, { input: 'R2', output: 'Vout', target: '3.3' });
    expect(a).toMatchObject({ ok: true, input: 'R2', unit: 'Ω', output: 'Vout', outputUnit: 'V', target: 3.3, solutions: [expect.closeTo(379.3103, 3)] });
    expect(a.ok && a.standard.map((s) => s.series)).toEqual(['E12', 'E24', 'E96']);
    // A target with its unit.
    expect(solveForm(tool('voltage-divider'), vd, values, { input: 'R2', output: 'Vout', target: '3300 mV' })).toMatchObject({ ok: true, target: 3.3 });
  });

  it('says the range the output can reach when no value gives the target', () => {
    const a = solveForm(tool('voltage-divider'), vd, values, { input: 'R2', output: 'Vout', target: '20' });
    expect(a).toMatchObject({ ok: false, field: null, detail: expect.stringMatching(/between 0 and 12 V/), reachable: { min: 0 } });
  });

  it('names the box of what it cannot read', () => {
    expect(solveForm(tool('voltage-divider'), vd, values, { input: 'R2', output: 'Vout', target: '' })).toMatchObject({ ok: false, field: 'target' });
    expect(solveForm(tool('voltage-divider'), vd, values, { input: 'R2', output: 'Vout', target: 'lots' })).toMatchObject({ ok: false, field: 'target' });
    expect(solveForm(tool('voltage-divider'), vd, values, { input: 'Vin_unit', output: 'Vout', target: '3' })).toMatchObject({ ok: false, field: 'input' });
  });
});

describe('which pages have the panels', () => {
  it('those with number inputs and number outputs', () => {
    expect(plottable(tool('voltage-divider'))).toBe(true);
    expect(plottable(tool('loan-payment'))).toBe(true);
    // Text in, text out; numbers in, a colour's text out; exact integers as text.
    for (const id of ['base64', 'rgb-to-hex', 'gcf']) expect(plottable(tool(id)), id).toBe(false);
  });
});

describe('labels of the panels', () => {
  it('add the unit once, after a comma inside a closing parenthesis, money in the chosen currency', () => {
    expect(labelled('Output voltage', 'V')).toBe('Output voltage (V)');
    expect(labelled('Annual interest rate (APR, nominal)', '% per year')).toBe('Annual interest rate (APR, nominal, % per year)');
    expect(labelled('Monthly payment', 'currency')).toBe('Monthly payment');
    expect(labelled('Monthly payment', 'currency', 'EUR')).toBe('Monthly payment (EUR)');
    expect(labelled('Price', 'currency per kWh')).toBe('Price (per kWh)');
    expect(labelled('Ratio', '—')).toBe('Ratio');
    expect(labelled('Ratio', null)).toBe('Ratio');
  });
});

describe('the Solve panel as the server renders it', () => {
  const m = model('voltage-divider');
  const island = islandModel(m);
  const render = (answer: SolveView) =>
    renderToString(
      h(SolvePanel, {
        model: island,
        formModel: m,
        values: { Vin: '12', R1: '1000', R2: '1000' },
        hidden: new Set<string>(),
        ops: { outputs: async () => [], plotForm: async (): Promise<PlotAnswer> => ({ ok: false, field: null, detail: '', outputs: [] }), solveForm: async () => answer },
        boot: { state: { input: 'R2', output: 'Vout', target: '3.3' }, answer, outputs: outputChoices(tool('voltage-divider')) },
        decimal: '.',
        request: null,
        onState: () => {},
        onUse: () => {},
      }),
    );

  it('lists every solution, each a button into the form but the one shown', () => {
    const html = render({ ok: true, input: 'R2', unit: 'Ω', output: 'Vout', outputUnit: 'V', target: 3.3, value: 200, solutions: [100, 200, 300.123456789], standard: [] });
    expect(html).toContain('<details class="panel solve-panel" open');
    expect(html).toMatch(/Lower resistor R2 \(Ω\) = <output>200<\/output>/);
    expect(html).toContain('3 values give Vout = 3.3');
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('Use 300.123');
    expect(html.match(/Use 200/g)).toHaveLength(1);
  });

  it('says the reachable range when there is no solution, and a target problem next to its box', () => {
    expect(render({ ok: false, field: null, detail: 'Vout can be between 0 and 12 V here', reachable: { min: 0, max: 12 } })).toContain('<p class="error">Vout can be between 0 and 12 V here</p>');
    const html = render({ ok: false, field: 'target', detail: 'Give a number.' });
    expect(html).toContain('id="solve-target-err">Give a number.</span>');
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="solve-target-err"/);
  });
});
