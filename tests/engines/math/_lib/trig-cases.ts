// Shared cases of the sin, cos and tan tests: the exact values at every multiple
// of 15° (written from the special-angle identities, independent of the engine's
// tables) and a mathjs BigNumber reference for any angle.
import { ref } from './real-math-kit.ts';

/** Exact sin at k·15° for k = 0…6, as expressions mathjs evaluates to 60 digits. */
const SIN_FIRST_QUADRANT = ['0', '(sqrt(6) - sqrt(2)) / 4', '1/2', 'sqrt(2) / 2', 'sqrt(3) / 2', '(sqrt(6) + sqrt(2)) / 4', '1'];

/** sin(k·15°) from symmetry: sin(180° − x) = sin x, sin(x + 180°) = −sin x. */
export function exactSinExpr(k: number): string {
  const m = ((k % 24) + 24) % 24;
  const sign = m >= 12 ? '-' : '';
  const r = m % 12;
  return `${sign}(${SIN_FIRST_QUADRANT[r <= 6 ? r : 12 - r]})`;
}

/** The exact value at k·15° as the nearest double (exact zeros stay 0). */
export const exactAt = (expr: string) => {
  const v = ref(expr);
  return Math.abs(v) < 1e-50 ? 0 : v;
};

/** Multiples of 15° from −2·360° to 2·360°. */
export const MULTIPLES_OF_15 = Array.from({ length: 97 }, (_, i) => i - 48);

/** Reference in degrees: f(t·π/180) in mathjs BigNumber. */
export const refDegrees = (fn: 'sin' | 'cos' | 'tan', t: number) => ref(`${fn}(t * pi / 180)`, { t });

/**
 * The number an exact text of the engines names ("−(2 − √3)", "√6/4", "7π/12"), evaluated by mathjs
 * to 60 digits and rounded to a double: the text must say the value it stands beside.
 */
export function exactTextValue(text: string | undefined): number {
  if (!text) throw new Error(`no exact text: ${JSON.stringify(text)}`);
  const expr = text
    .replaceAll('−', '-')
    .replace(/√(\d+)/g, 'sqrt($1)')
    .replace(/(\d)π/g, '$1 * pi')
    .replaceAll('π', 'pi');
  return ref(expr);
}
