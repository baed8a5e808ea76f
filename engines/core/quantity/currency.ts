// The currency of a calculation's amounts. Engines are currency-agnostic (an
// amount's unit is `currency`), so the currency is a service-level input of
// every calculator with money fields: given as `currency` (an ISO 4217 code) or
// by the sign typed with an amount ("$300,000"), echoed in the answer's
// `inputs`, kept in links and snapshots. It names what was typed; nothing is
// converted, and a reader's locale changes only the digit grouping.

/** What a sign alone means. "$" is the US dollar unless `currency` says which dollar; "¥" the yen unless it says yuan. */
const SIGN_CURRENCY: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
/** Currencies whose amounts are written with these signs too. */
const SIGN_ALSO: Record<string, readonly string[]> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'TWD', 'BRL'],
  '¥': ['JPY', 'CNY'],
  '£': ['GBP', 'EGP'],
};

const CODE = /^[A-Za-z]{3}$/;

/** The input that names it. */
export const CURRENCY_KEY = 'currency';

export type CurrencyReading = { ok: true; code?: string } | { ok: false; code: 'INVALID_INPUT' | 'UNIT_MISMATCH'; field: string; detail: string; suggestion: string };

/**
 * The calculation's currency from `currency` as given and the signs typed with amounts (field → sign),
 * or what contradicts: an unknown code, a sign of another currency, two amounts in different currencies.
 */
export function calculationCurrency(given: unknown, signs: ReadonlyMap<string, string>): CurrencyReading {
  let code: string | undefined;
  if (given !== undefined && given !== null && !(typeof given === 'string' && given.trim() === '')) {
    if (typeof given !== 'string' || !CODE.test(given.trim())) {
      return { ok: false, code: 'INVALID_INPUT', field: 'currency', detail: `currency must be an ISO 4217 code such as USD or EUR, got ${JSON.stringify(String(given).slice(0, 20))}.`, suggestion: 'Give currency as three letters, e.g. "USD", or leave it out.' };
    }
    code = given.trim().toUpperCase();
  }
  const givenCode = code;
  for (const [field, sign] of signs) {
    const meant = code ?? SIGN_CURRENCY[sign];
    const fits = meant === SIGN_CURRENCY[sign] || (SIGN_ALSO[sign] ?? []).includes(meant);
    if (!fits) {
      return {
        ok: false,
        code: 'UNIT_MISMATCH',
        field,
        detail: `${field} is written in ${sign}, but the calculation's currency is ${meant}${givenCode ? '' : ' (from another amount)'}.`,
        suggestion: `Write every amount in one currency, or set currency to the one meant.`,
      };
    }
    code = meant;
  }
  return { ok: true, ...(code ? { code } : {}) };
}
