// The divider as a schematic: source, R1 over R2, the tap as the output, with
// the solved values written on the parts and the current on the loop.
import type { PictureInput } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { arrowHead, dot, ground, line, picture, polyline, resistor, source, terminal, text } from '../core/svg.ts';

interface Divider {
  Vin: number;
  R1: number;
  R2: number;
  Vout: number;
  I: number;
  P1: number;
  P2: number;
}

export function drawVoltageDivider({ result }: PictureInput) {
  const r = result as Divider;
  const v = (x: number, unit: string) => formatSI(x, unit, 4);
  const [left, mid, out, top, tap, bottom] = [105, 265, 385, 40, 135, 230];
  return picture(
    480,
    260,
    `Voltage divider: Vin ${v(r.Vin, 'V')} across R1 ${v(r.R1, 'Ω')} and R2 ${v(r.R2, 'Ω')} in series; Vout ${v(r.Vout, 'V')} across R2; current ${v(r.I, 'A')}.`,
    [
      polyline([[left, tap - 16], [left, top], [mid, top]]),
      polyline([[mid, bottom], [left, bottom], [left, tap + 16]]),
      source([left, tap], 'dc'),
      text([left - 24, tap - 4], 'Vin', { anchor: 'end' }),
      text([left - 24, tap + 12], v(r.Vin, 'V'), { anchor: 'end', key: 'Vin', value: r.Vin }),
      resistor([mid, top], [mid, tap]),
      resistor([mid, tap], [mid, bottom]),
      text([mid + 16, (top + tap) / 2 - 2], `R1 ${v(r.R1, 'Ω')}`, { key: 'R1', value: r.R1 }),
      text([mid + 16, (top + tap) / 2 + 14], `P1 ${v(r.P1, 'W')}`, { cls: 'pic-label', key: 'P1', value: r.P1 }),
      text([mid + 16, (tap + bottom) / 2 - 2], `R2 ${v(r.R2, 'Ω')}`, { key: 'R2', value: r.R2 }),
      text([mid + 16, (tap + bottom) / 2 + 14], `P2 ${v(r.P2, 'W')}`, { cls: 'pic-label', key: 'P2', value: r.P2 }),
      // Current along the top wire.
      arrowHead([(left + mid) / 2 + 10, top], 0, 9, 'pic-solid'),
      text([(left + mid) / 2, top - 10], `I ${v(r.I, 'A')}`, { anchor: 'middle', key: 'I', value: r.I }),
      // Output: the tap and ground brought out to two terminals, Vout between them.
      line([mid, tap], [out - 3.5, tap]),
      line([mid, bottom], [out - 3.5, bottom]),
      dot([mid, tap]),
      dot([mid, bottom]),
      terminal([out, tap]),
      terminal([out, bottom]),
      line([out, bottom - 10], [out, tap + 14], 'pic-accent'),
      arrowHead([out, tap + 8], -Math.PI / 2, 9, 'pic-solid'),
      text([out + 12, (tap + bottom) / 2 - 2], 'Vout'),
      text([out + 12, (tap + bottom) / 2 + 15], v(r.Vout, 'V'), { key: 'Vout', value: r.Vout }),
      ground([left + 80, bottom]),
    ],
  );
}
