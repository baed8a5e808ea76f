// pcb-impedance: the analyse / synthesise flow shared by pcb-microstrip and pcb-stripline,
// seen through both engines: the ignored-input note of each mode and the answer's unit (that the
// output schema publishes every field is checked for every engine by tests/engines/examples.test.ts).
import { describe, expect, it } from 'vitest';
import { ok } from '../../../helpers/calc.ts';

const ENGINES = ['pcb-microstrip', 'pcb-stripline'];
const ANALYSE = { width: 0.3, height: 0.5, er: 4.3 };
const SYNTHESISE = { mode: 'width', z0_target: 50, height: 0.5, er: 4.3 };

describe.each(ENGINES)('pcb-impedance via %s', (id) => {
  it('names the input the mode ignores, and the mode, in INPUT_IGNORED', () => {
    const note = (inputs: Record<string, unknown>) => ok(id, inputs).warnings.find((w) => w.code === 'INPUT_IGNORED')?.detail;
    expect(note({ ...ANALYSE, z0_target: 50 })).toBe('z0_target is not used when calculating the impedance of a given width.');
    expect(note({ ...SYNTHESISE, width: 0.3 })).toBe('width is not used when solving the width for z0_target.');
    // Each mode uses the other's input: no note when only the mode's own inputs are given.
    expect(note(ANALYSE)).toBeUndefined();
    expect(note(SYNTHESISE)).toBeUndefined();
  });

  it('answers in Ω in both modes', () => {
    expect(ok(id, ANALYSE).result_detail.unit).toBe('Ω');
    expect(ok(id, SYNTHESISE).result_detail.unit).toBe('Ω');
  });
});
