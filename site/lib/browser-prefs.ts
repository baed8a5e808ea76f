// The visitor's reading preferences as the browser knows them: the locale, the
// same choice the server makes from a request (engines/derive/reading-prefs.ts),
// read from navigator.languages; and the currency the visitor last chose (a
// cookie), which only pre-selects the currency of a new calculation.
import { chosenCurrency, CURRENCY_COOKIE, NO_CURRENCY, visitorPrefs, type VisitorPrefs } from '../../engines/derive/reading-prefs.ts';

/** The page's cookies; none in a sandboxed frame (an MCP Apps view), where reading them throws. */
function cookies(): string | undefined {
  try {
    return document.cookie;
  } catch {
    return undefined;
  }
}

/** In the browser: the same choice the server makes from the request. */
export const browserPrefs = (): VisitorPrefs => visitorPrefs(navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The currency the visitor last chose (a code, null for none, undefined when never chosen). */
export const rememberedCurrency = (): string | null | undefined => chosenCurrency(cookies());

/** Remembers the visitor's currency for a year, for new calculations on every page; a sandboxed frame keeps it for the view only. */
export function rememberCurrency(code: string | null): void {
  try {
    document.cookie = `${CURRENCY_COOKIE}=${code ?? NO_CURRENCY}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // no cookies in a sandboxed frame
  }
}
