// The visitor's reading preferences as the browser knows them: the same choice
// the server makes from a request (engines/derive/reading-prefs.ts), read from
// navigator.languages and the currency cookie, and the cookie written when the
// visitor picks a currency.
import { CURRENCY_COOKIE, NO_CURRENCY, readingPrefs } from '../../engines/derive/reading-prefs.ts';
import type { ReadingPrefs } from '../../engines/derive/readout.ts';

/** The page's cookies; none in a sandboxed frame (an MCP Apps view), where reading them throws. */
function cookies(): string | undefined {
  try {
    return document.cookie;
  } catch {
    return undefined;
  }
}

/** In the browser: the same choice the server makes from the request. */
export const browserPrefs = (): ReadingPrefs => readingPrefs(navigator.languages?.length ? navigator.languages : [navigator.language], cookies());

/** Remembers the visitor's currency for a year, on every page (the server reads it too); a sandboxed frame keeps it for the view only. */
export function rememberCurrency(code: string | null): void {
  try {
    document.cookie = `${CURRENCY_COOKIE}=${code ?? NO_CURRENCY}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // no cookies in a sandboxed frame
  }
}
