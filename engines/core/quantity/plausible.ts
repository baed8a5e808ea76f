// A value far from what its field means in practice, and the unit it was
// probably meant in: an LED current of 0.02 (mA) is 0.02 A; a 555 capacitor of
// 0.00001 (µF) is 10 µF. Fields declare their typical span as quantities
// ('1 mA', '100 mA'); a value outside it rides on the answer as warning
// IMPLAUSIBLE_VALUE on that field, suggesting the unit that would put the same
// number inside, when one does. The calculation is unchanged: the caller may
// mean it.
import type { Warning } from '../contract.ts';
import { formatExact, ratCmp, ratFromDecimal, type Rational } from '../exact-rational.ts';
import { parseDecimal } from '../exact-decimal.ts';
import { convert, readQuantity, type FieldQuantity } from './read.ts';
import { PREFIX_SYMBOL, unitSymbol, type Unit } from './units.ts';

export interface TypicalSpan {
  low: Rational;
  high: Rational;
  /** The unit the span is held in (the field's declared one). */
  unit: Unit;
  text: string;
}

/** The declared span in the field's unit; a declaration the reader cannot read is a bug in the engine file. */
export function typicalSpan(field: FieldQuantity, typical: readonly string[], key: string): TypicalSpan | undefined {
  if (!field.unit || typical.length !== 2) throw new Error(`${key}: a typical span is two quantities of a field with a unit`);
  const [low, high] = typical.map((t) => readQuantity(t, field, key));
  if (!low.ok || !high.ok || ratCmp(low.value, high.value) > 0) throw new Error(`${key}: typical ${typical.join(' … ')} is not a span of its unit`);
  return { low: low.value, high: high.value, unit: field.unit, text: `${typical[0]} to ${typical[1]}` };
}

/**
 * The warning for `value` (in `unit`, the unit the number was used in) when it is outside the span, or null.
 * `candidates`: units the number could have been meant in (the field's select options, or its prefixes).
 */
export function implausible(key: string, name: string, value: number, unit: Unit, span: TypicalSpan, candidates: readonly Unit[]): Warning | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const read = parseDecimal(String(value));
  if (!read.ok) return null;
  const x = ratFromDecimal(read.value);
  const inside = (u: Unit) => {
    const v = convert(x, u, span.unit);
    return ratCmp(v, span.low) >= 0 && ratCmp(v, span.high) <= 0;
  };
  if (inside(unit)) return null;
  const meant = candidates.find((u) => !(u.def === unit.def && u.exponent === unit.exponent) && inside(u));
  const shown = `${value} ${unitSymbol(unit)}`;
  const below = ratCmp(convert(x, unit, span.unit), span.low) < 0;
  return {
    code: 'IMPLAUSIBLE_VALUE',
    severity: 'warning',
    field: key,
    detail: `${name} of ${shown} is far ${below ? 'below' : 'above'} the ${span.text} it usually is.`,
    suggestion: meant
      ? `Did you mean ${value} ${unitSymbol(meant)} (${formatExact(convert(x, meant, unit)).slice(0, 14)} ${unitSymbol(unit)})? Type the unit with the number, e.g. "${value} ${unitSymbol(meant)}".`
      : `Check the value and its unit (${unitSymbol(unit)}).`,
  };
}

/** The units of `unit`'s kind a number might have been meant in: its prefixes from f to T. */
export function prefixedUnits(unit: Unit): Unit[] {
  if (!unit.def.prefixable) return [unit];
  return [...PREFIX_SYMBOL.keys()].map((exponent) => ({ def: unit.def, exponent }));
}

