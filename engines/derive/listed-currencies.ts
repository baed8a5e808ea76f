// Its own module so the page model (which the calculatorx package ships) does not
// pull in the visitor's currency code (reading-prefs.ts and its country table).

/**
 * Currencies the selector lists, besides the visitor's own: the most traded and
 * most used. Their names are in every ICU that Node and browsers ship; newer
 * codes (SLE, XCG) are named in some and not others, and a name the server
 * wrote that the browser cannot would change the page as it hydrates.
 */
export const LISTED_CURRENCIES: readonly string[] = ['AED', 'ARS', 'AUD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'COP', 'CZK', 'DKK', 'EGP', 'EUR', 'GBP', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'JPY', 'KES', 'KRW', 'MXN', 'MYR', 'NGN', 'NOK', 'NZD', 'PHP', 'PKR', 'PLN', 'RON', 'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'UAH', 'USD', 'VND', 'ZAR'];
