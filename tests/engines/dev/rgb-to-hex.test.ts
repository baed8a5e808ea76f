// RGB → hex: published colour values, every channel combination against an
// independent formatting, alpha rounding, and the errors naming each channel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const hex = (inputs: Record<string, unknown>) => result<string>('rgb-to-hex', inputs);
const byte = fc.integer({ min: 0, max: 255 });

describe('rgb-to-hex', () => {
  it.each([
    // CSS Color Module Level 4 §6.1 named colours.
    [102, 51, 153, '#663399'],
    [100, 149, 237, '#6495ED'],
    [255, 99, 71, '#FF6347'],
    [0, 0, 0, '#000000'],
    [255, 255, 255, '#FFFFFF'],
  ])('rgb(%d, %d, %d) = %s', (r, g, b, want) => {
    expect(hex({ r, g, b })).toBe(want);
  });

  it('writes every channel as two uppercase hex digits', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        expect(hex({ r, g, b })).toBe(`#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase());
      }),
    );
  });

  it('accepts numeric strings from forms', () => {
    expect(hex({ r: '255', g: '128', b: '0' })).toBe('#FF8000');
  });

  it('appends alpha, warning when it is not a whole multiple of 1/255', () => {
    expect(ok('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 1 })).toMatchObject({ result: '#000000FF', warnings: [] });
    expect(ok('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 0 }).result).toBe('#00000000');
    expect(ok('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 0.2 })).toMatchObject({ result: '#00000033', warnings: [] });
    const half = ok('rgb-to-hex', { r: 255, g: 0, b: 0, alpha: 0.5 });
    expect(half.result).toBe('#FF000080');
    expect(half.warnings.map((w) => w.code)).toEqual(['ALPHA_ROUNDED']);
    expect(half.warnings[0].detail).toContain('128/255');
  });

  it.each([
    [{ r: 256, g: 0, b: 0 }, 'COLOR_CHANNEL_OUT_OF_RANGE', 'r'],
    [{ r: 0, g: -1, b: 0 }, 'COLOR_CHANNEL_OUT_OF_RANGE', 'g'],
    [{ r: 0, g: 0, b: 1000 }, 'COLOR_CHANNEL_OUT_OF_RANGE', 'b'],
    [{ r: 12.5, g: 0, b: 0 }, 'COLOR_CHANNEL_NOT_INTEGER', 'r'],
    [{ r: 0, g: 0, b: 0, alpha: 1.5 }, 'ALPHA_OUT_OF_RANGE', 'alpha'],
    [{ r: 0, g: 0, b: 0, alpha: -0.1 }, 'ALPHA_OUT_OF_RANGE', 'alpha'],
    [{ r: 'ff', g: 0, b: 0 }, 'INVALID_NUMBER', 'r'],
    [{ r: 0, b: 0 }, 'MISSING_REQUIRED_INPUT', 'g'],
  ])('%o → %s on %s', (inputs, code, field) => {
    const f = failure('rgb-to-hex', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('lists every bad channel and gives useful hints', () => {
    const f = failure('rgb-to-hex', { r: 300, g: 1.5, b: -2 });
    expect(f.field).toBe('r');
    expect((f.body as { invalid_parameters: { name: string }[] }).invalid_parameters.map((p) => p.name)).toEqual(['inputs.r', 'inputs.g', 'inputs.b']);
    expect(failure('rgb-to-hex', { r: 65535, g: 0, b: 0 }).suggestion).toContain('divide by 257');
    expect(failure('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 128 }).suggestion).toContain('0.502');
    expect(failure('rgb-to-hex', { r: 12.5, g: 0, b: 0 }).suggestion).toContain('13');
  });

  it('each bad channel is listed with its colour name, the rule it breaks and the value given', () => {
    const f = failure('rgb-to-hex', { r: 300, g: 1.5, b: -2 });
    expect((f.body as { invalid_parameters: { name: string; constraint: string }[] }).invalid_parameters).toEqual([
      { name: 'inputs.r', constraint: expect.stringMatching(/^red .*0–255.*\b300$/) },
      { name: 'inputs.g', constraint: expect.stringMatching(/^green .*whole number.*\b1\.5$/) },
      { name: 'inputs.b', constraint: expect.stringMatching(/^blue .*0–255.* -2$/) },
    ]);
    const g = failure('rgb-to-hex', { r: 0.5, g: 0, b: 256.5 });
    expect((g.body as { invalid_parameters: { constraint: string }[] }).invalid_parameters.map((p) => p.constraint)).toEqual([
      expect.stringMatching(/^red .*whole number.*\b0\.5$/),
      expect.stringMatching(/^blue .*0–255.*\b256\.5$/),
    ]);
  });

  it('ALPHA_ROUNDED is an info notice; alpha × 255 within 1e-9 of a whole number counts as exact', () => {
    expect(ok('rgb-to-hex', { r: 255, g: 0, b: 0, alpha: 0.5 }).warnings.map((w) => [w.code, w.severity])).toEqual([['ALPHA_ROUNDED', 'info']]);
    // 1e-9 / 255 × 255 is the double 1e-9 exactly: a distance of 1e-9 from 0 is floating-point noise, not rounding.
    expect(1e-9 / 255 * 255).toBe(1e-9);
    expect(ok('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 1e-9 / 255 })).toMatchObject({ result: '#00000000', warnings: [] });
    // Ten times that is a real (if tiny) rounding: 1e-8/255 is encoded as 0.
    expect(ok('rgb-to-hex', { r: 0, g: 0, b: 0, alpha: 1e-8 / 255 })).toMatchObject({ result: '#00000000', warnings: [{ code: 'ALPHA_ROUNDED' }] });
  });
});

declaresTheCodesItReturns('rgb-to-hex', [{ r: 0, g: 0, b: 0, alpha: 0.5 }, { r: 0.5, g: 0, b: 0 }, { r: 0, g: 0, b: 0, alpha: 2 }]);
