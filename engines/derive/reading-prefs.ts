// How a visitor's numbers are read, and in which currency an answer's amounts are.
// - The locale (digit grouping and decimal mark) is the visitor's: the first of
//   their languages that Intl supports. The server reads Accept-Language, the
//   browser navigator.languages (the same list); a page the server computed passes
//   its choice to the island, which keeps it, so hydration shows the same text.
// - The currency is the calculation's, never the visitor's: the `currency` input
//   (engines/core/quantity/currency.ts), echoed in the answer's inputs, kept in its
//   link and snapshot, so everyone reads the same currency. An answer without one
//   shows plain grouped amounts. Nothing is ever converted.
// A visitor's last chosen currency (a cookie) only pre-selects the currency of a
// new calculation on a page opened without inputs (site/lib/browser-prefs.ts).
import countryToCurrency from 'country-to-currency';
import { LISTED_CURRENCIES } from './listed-currencies.ts';
import type { ReadingPrefs } from './readout.ts';

export const CURRENCY_COOKIE = 'cx-currency';
/** Cookie value of "no currency". */
export const NO_CURRENCY = 'none';

/** What a visitor decides about reading numbers: the locale alone (the currency is each calculation's). */
export interface VisitorPrefs {
  /** A BCP 47 locale Intl supports. */
  locale: string;
}

/** What a pre-rendered page assumes before the island knows the visitor. */
export const NEUTRAL_PREFS: VisitorPrefs = { locale: 'en-US' };

/** The currency of an answer (its echoed `currency` input), or null: an answer body of any surface. */
export function answerCurrency(body: unknown): string | null {
  const inputs = body && typeof body === 'object' ? (body as { inputs?: unknown }).inputs : undefined;
  const code = inputs && typeof inputs === 'object' ? (inputs as Record<string, unknown>).currency : undefined;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : null;
}

/** How an answer is read for this visitor: in the visitor's locale, its amounts in the answer's own currency. */
export const answerPrefs = (visitor: VisitorPrefs, body: unknown): ReadingPrefs => ({ locale: visitor.locale, currency: answerCurrency(body) });

/** Language tags of an Accept-Language header, most preferred first. */
export function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The first language Intl can format numbers in, as language[-Script][-REGION]; en-US when none.
 * Variants and extensions (en-US-x-anything, de-DE-u-nu-latn) are dropped: they would make every
 * request a new locale, and a new key in each cache of formats below.
 */
export function pickLocale(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (!supported) continue;
      const { language, script, region } = new Intl.Locale(supported);
      return [language, script, region].filter(Boolean).join('-');
    } catch {
      // not a well-formed language tag
    }
  }
  return NEUTRAL_PREFS.locale;
}

/**
 * The currencies of today's countries (country-to-currency), by code: the same
 * list on the server and in every browser (Intl's own list depends on its ICU
 * version, and any three-letter code formats, shown by its code when unknown).
 */
const CURRENCIES = [...new Set(Object.values(countryToCurrency))].sort();
const KNOWN = new Set<string>(CURRENCIES);
const isCurrency = (code: string) => KNOWN.has(code);

/** The currency chosen in the cookie: a code, null for "none", undefined when never chosen. */
export function chosenCurrency(cookieHeader: string | undefined): string | null | undefined {
  const m = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  if (!m) return undefined;
  if (m[1] === NO_CURRENCY) return null;
  return isCurrency(m[1]) ? m[1] : undefined;
}

/** The currency of the locale's region (de → DE → EUR), or null: listed first in the currency selector. */
export function localeCurrency(locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    const code = region && Object.hasOwn(countryToCurrency, region) ? countryToCurrency[region as keyof typeof countryToCurrency] : undefined;
    return code && isCurrency(code) ? code : null;
  } catch {
    return null;
  }
}

/** The visitor's locale from their languages (the browser's navigator.languages). */
export const visitorPrefs = (languages: readonly string[]): VisitorPrefs => ({ locale: pickLocale(languages) });

/**
 * visitorPrefs for a request's Accept-Language header, kept per header value; a full memo
 * starts over rather than grow with what clients send. Cookies play no part: a computed
 * page reads its amounts in its own currency.
 */
const byLanguages = new Map<string, VisitorPrefs>();
/** Locales are few once reduced (pickLocale), but a client chooses them: each memo here starts over past this size. */
const MEMO_LIMIT = 512;
export function requestPrefs(acceptLanguage: string | undefined): VisitorPrefs {
  const key = acceptLanguage ?? '';
  let found = byLanguages.get(key);
  if (found === undefined) {
    found = visitorPrefs(acceptLanguages(acceptLanguage));
    if (byLanguages.size >= MEMO_LIMIT) byLanguages.clear();
    byLanguages.set(key, found);
  }
  return found;
}

const choices = new Map<string, { code: string; name: string }[]>();

const NAMED = new Set(LISTED_CURRENCIES);

/** The selector's choices: the currency of the visitor's locale first, then the listed ones by code, named in the visitor's language. */
export function currencyChoices(locale: string): { code: string; name: string }[] {
  let list = choices.get(locale);
  if (!list) {
    if (choices.size >= MEMO_LIMIT) choices.clear();
    choices.set(locale, (list = namedCurrencies(locale)));
  }
  return list;
}

function namedCurrencies(locale: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locale, { type: 'currency' });
  } catch {
    names = null;
  }
  const own = localeCurrency(locale);
  const codes = own ? [own, ...LISTED_CURRENCIES.filter((c) => c !== own)] : LISTED_CURRENCIES;
  // The visitor's own currency outside the list is shown by its code alone (see LISTED_CURRENCIES).
  return codes.map((code) => ({ code, name: (NAMED.has(code) && names?.of(code)) || code }));
}
