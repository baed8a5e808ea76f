// Which locale and currency a visitor's numbers are read in. The server render
// and the island must choose the same, or the text would change on hydration:
// - the locale is the first of the visitor's languages that Intl supports: the
//   server reads Accept-Language, the browser navigator.languages (the same list);
//   a page the server computed passes its choice to the island, which keeps it;
// - the currency is the one the visitor chose (a cookie both sides read), else
//   the currency of the locale's region (en-US → USD, de-DE → EUR), else none.
// No amount is ever converted: the currency only names what the visitor typed.
// What only a browser can do (read navigator and document.cookie, set the
// cookie) is in site/lib/browser-prefs.ts.
import countryToCurrency from 'country-to-currency';
import type { ReadingPrefs } from './readout.ts';

export const CURRENCY_COOKIE = 'cx-currency';
/** Cookie value of "no currency sign". */
export const NO_CURRENCY = 'none';
/** What a pre-rendered page assumes before the island knows the visitor. */
export const NEUTRAL_PREFS: ReadingPrefs = { locale: 'en-US', currency: null };

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

/** The currency of the locale's region (de → DE → EUR), or null. */
export function localeCurrency(locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    const code = region && Object.hasOwn(countryToCurrency, region) ? countryToCurrency[region as keyof typeof countryToCurrency] : undefined;
    return code && isCurrency(code) ? code : null;
  } catch {
    return null;
  }
}

export function readingPrefs(languages: readonly string[], cookieHeader: string | undefined): ReadingPrefs {
  const locale = pickLocale(languages);
  const chosen = chosenCurrency(cookieHeader);
  return { locale, currency: chosen === undefined ? localeCurrency(locale) : chosen };
}

/**
 * readingPrefs for a request's Accept-Language and Cookie headers. The locale and its
 * currency (Intl lookups that cost more than the rest of a page's numbers) are kept per
 * Accept-Language value; a full memo starts over rather than grow with what clients send.
 */
const byLanguages = new Map<string, { locale: string; currency: string | null }>();
/** Locales are few once reduced (pickLocale), but a client chooses them: each memo here starts over past this size. */
const MEMO_LIMIT = 512;
export function requestPrefs(acceptLanguage: string | undefined, cookieHeader: string | undefined): ReadingPrefs {
  const key = acceptLanguage ?? '';
  let found = byLanguages.get(key);
  if (found === undefined) {
    const locale = pickLocale(acceptLanguages(acceptLanguage));
    found = { locale, currency: localeCurrency(locale) };
    if (byLanguages.size >= MEMO_LIMIT) byLanguages.clear();
    byLanguages.set(key, found);
  }
  const chosen = chosenCurrency(cookieHeader);
  return { locale: found.locale, currency: chosen === undefined ? found.currency : chosen };
}

const choices = new Map<string, { code: string; name: string }[]>();

/**
 * Currencies the selector lists, besides the visitor's own: the most traded and
 * most used. Their names are in every ICU that Node and browsers ship; newer
 * codes (SLE, XCG) are named in some and not others, and a name the server
 * wrote that the browser cannot would change the page as it hydrates.
 */
const LISTED = ['AED', 'ARS', 'AUD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'COP', 'CZK', 'DKK', 'EGP', 'EUR', 'GBP', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'JPY', 'KES', 'KRW', 'MXN', 'MYR', 'NGN', 'NOK', 'NZD', 'PHP', 'PKR', 'PLN', 'RON', 'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'UAH', 'USD', 'VND', 'ZAR'];
const NAMED = new Set(LISTED);

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
  const codes = own ? [own, ...LISTED.filter((c) => c !== own)] : LISTED;
  // The visitor's own currency outside the list is shown by its code alone (see LISTED).
  return codes.map((code) => ({ code, name: (NAMED.has(code) && names?.of(code)) || code }));
}
