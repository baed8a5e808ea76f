// The result as a page shows it (server render and island use ResultView):
// every number carries its unit, the headline's from its field's declaration
// (result_detail.unit only where the field has none, as for an alias's
// `value`); the output JSON Schema carries the same labels and units.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { pageModel } from '../../engines/derive/page-model.ts';
import { outputJsonSchema } from '../../engines/derive/schemas.ts';
import { registry } from '../../engines/registry.ts';
import ResultView from '../../site/components/ResultView.tsx';
import { run } from '../helpers/calc.ts';

function shown(toolId: string, inputs: Record<string, unknown>): string {
  return renderToString(h(ResultView, { answer: run(toolId, inputs), page: pageModel(registry.tools.get(toolId)!) }));
}

describe('ResultView', () => {
  it('gives the headline its field unit when the answer has no single unit (ohms-law solves for any two)', () => {
    const html = shown('ohms-law', { V: 12, R: 4 });
    expect(html).toContain('I = <output data-output="I">3</output> A');
    expect(html).toContain('<td class="num"><output data-output="I">3</output> A</td>');
    expect(html).toContain('<output data-output="P">36</output> W');
  });

  it('gives the headline its own unit when the engine solved for another quantity', () => {
    // diode-equation in mode voltage reports result_detail.unit V, while the headline is the current.
    const html = shown('diode-equation', { mode: 'voltage', I: 1, I_unit: 'mA', Is: 1e-14 });
    expect(html).toContain('I = <output data-output="I">0.001</output> A');
    // An alias's generic `value` takes the unit of the answer.
    expect(shown('amps-to-kw', { phase: 'single', a: 10, b: 230, pf: 1 })).toMatch(/value = <output data-output="value">[\d.]+<\/output> kW/);
  });

  it('heads the answer with what was solved for, not a value the visitor gave', () => {
    expect(shown('voltage-divider', { Vin: 5, R1: 10000, Vout: 3.3 })).toMatch(/<span class="name">Lower resistor R2<\/span>R2 = <output data-output="R2">19411\.76471<\/output> Ω/);
    expect(shown('ohms-law', { I: 2, R: 47 })).toContain('V = <output data-output="V">94</output> V');
    // rlc-resonance given f0 and L: the capacitor, in F although C is entered in a chosen unit.
    const rlc = shown('rlc-resonance', { f0: 1, f_unit: 'MHz', L: 10, L_unit: 'uH' });
    expect(rlc).toMatch(/C = <output data-output="C">2\.533\d*e-9<\/output> F<span class="si"> \(2\.533 nF\)<\/span>/);
    // Far from 1, an SI-prefixed reading follows the exact number; near 1, or in a prefixed unit, none.
    expect(rlc).toContain('<output data-output="f0">1000000</output> Hz<span class="si"> (1 MHz)</span>');
    expect(rlc).not.toMatch(/data-output="reactance">[^<]*<\/output> Ω<span/);
    // A headline that is not a number the visitor typed stays (scientific-notation's answer text).
    expect(shown('scientific-notation', { value: '0.000123' })).toContain('value = <output data-output="value">1.23 × 10^-4</output>');
    // Only fields of the current tab count: gamma-z in polar form does not head with gamma_re.
    const gamma = registry.tools.get('gamma-z')!.engine.examples.find((e) => e.inputs.gamma_mag !== undefined)!;
    expect(shown('gamma-z', gamma.inputs)).not.toContain('gamma_re = ');
  });

  it('labels and gives units to result fields that are not inputs', () => {
    const html = shown('voltage-divider', { Vin: 12, R1: 1000, R2: 1000 });
    expect(html).toMatch(/<th scope="row">I<span class="meta"> [^<]+<\/span><\/th><td class="num"><output data-output="I">0\.006<\/output> A<\/td>/);
  });

  it('puts the same labels and units in the output JSON Schema', () => {
    const props = outputJsonSchema(registry.tools.get('voltage-divider')!).properties!;
    expect(props.Vout).toMatchObject({ title: 'Output voltage', 'x-unit': 'V' });
    expect(props.I).toMatchObject({ 'x-unit': 'A' });
    // swg's result is a union (one gauge or the chart): each branch is labelled.
    const swg = outputJsonSchema(registry.tools.get('swg')!) as { anyOf?: { properties?: Record<string, object> }[] };
    expect(swg.anyOf?.find((b) => b.properties?.diameter_mm)?.properties?.diameter_mm).toMatchObject({ 'x-unit': 'mm' });
  });
});
