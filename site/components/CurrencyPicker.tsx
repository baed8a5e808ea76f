// The calculation's currency, an input of every calculator with amounts
// (engines/core/quantity/currency.ts): it goes into the URL, the snapshot and
// the answer, and the answer's amounts are read in it, the same for everyone.
// Nothing is converted. The choice is also remembered (a cookie) to pre-select
// the currency of the visitor's next new calculation, on any page.
import type { FieldDescriptor } from '../../engines/derive/page-model.ts';
import { currencyChoices } from '../../engines/derive/reading-prefs.ts';
import { rememberCurrency } from '../lib/browser-prefs.ts';

interface Props {
  field: FieldDescriptor;
  /** The code chosen ('' for none). */
  value: string;
  /** The visitor's locale: the currencies are named in it, theirs first. */
  locale: string;
  error?: string;
  onInput: (code: string) => void;
}

export default function CurrencyPicker({ field, value, locale, error, onInput }: Props) {
  const pick = (e: Event) => {
    const code = (e.target as HTMLSelectElement).value;
    rememberCurrency(code || null);
    onInput(code);
  };
  const choices = currencyChoices(locale);
  const code = value.trim().toUpperCase();
  const errId = error ? 'in-currency-err' : undefined;
  return (
    <div class="field" data-invalid={error ? '' : undefined}>
      <label for="in-currency">
        {field.label} <span class="key">{field.key}</span>
      </label>
      <select id="in-currency" name={field.key} value={code} onChange={pick} aria-describedby={['in-currency-help', errId].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
        <option value="">No currency (plain amounts)</option>
        {/* A code from a link that the list does not name is shown by itself. */}
        {code && !choices.some((c) => c.code === code) && <option value={code}>{code}</option>}
        {choices.map((c) => (
          <option value={c.code}>{c.name === c.code ? c.code : `${c.code} — ${c.name}`}</option>
        ))}
      </select>
      <span class="help" id="in-currency-help">
        Names the currency of the amounts (a sign typed with one, such as $, sets it); nothing is converted.
      </span>
      {error && (
        <span class="error" id={errId}>
          {error}
        </span>
      )}
    </div>
  );
}
