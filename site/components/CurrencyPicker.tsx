// The currency money results are shown in. Engines are currency-agnostic:
// the choice only names the currency of the amounts typed, never converts,
// and is remembered for every page (a cookie the server reads too).
import { currencyChoices } from '../../engines/derive/reading-prefs.ts';
import { rememberCurrency } from '../lib/browser-prefs.ts';
import type { ReadingPrefs } from '../../engines/derive/readout.ts';

export default function CurrencyPicker({ prefs, onChange }: { prefs: ReadingPrefs; onChange: (p: ReadingPrefs) => void }) {
  const pick = (e: Event) => {
    const code = (e.target as HTMLSelectElement).value || null;
    rememberCurrency(code);
    onChange({ ...prefs, currency: code });
  };
  return (
    <p class="result-tools">
      <label for="currency">Currency</label>{' '}
      <select id="currency" value={prefs.currency ?? ''} onChange={pick}>
        <option value="">No currency sign</option>
        {currencyChoices(prefs.locale).map((c) => (
          <option value={c.code}>{c.name === c.code ? c.code : `${c.code} — ${c.name}`}</option>
        ))}
      </select>{' '}
      <span class="meta">names the currency of the amounts; nothing is converted</span>
    </p>
  );
}
