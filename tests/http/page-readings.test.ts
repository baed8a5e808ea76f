// Pages the server computes read their results for people, in the visitor's
// locale (Accept-Language), amounts in the calculation's own currency (the URL's
// `currency`, or the sign typed with an amount; no cookie changes a page): the
// headline says what was solved in words, and the result block hands the locale
// to the island.
// Expected strings are typed by hand from the readings (engines/derive/readings.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from '../helpers/server.ts';

let server: { url: string };
beforeAll(async () => {
  server = sharedServer();
});

async function page(path: string, headers: Record<string, string> = { 'accept-language': 'en-US,en;q=0.9' }) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const html = await res.text();
  const headline = /<p class="headline"><span class="name">([^<]*)<code class="key">[^<]*<\/code><\/span><output[^>]*>([^<]*)<\/output>([^<]*)</.exec(html);
  const block = /<script type="application\/json" id="calculatorx-result">([^<]*)<\/script>/.exec(html);
  return {
    res,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    headline: headline ? `${headline[1]} ${headline[2]}${headline[3]}` : null,
    block: block ? JSON.parse(block[1]) : null,
  };
}

const LOAN = '/calc/finance/loan-payment?principal=300000&ratePct=6.5&termMonths=360';
const LOAN_USD = `${LOAN}&currency=USD`;

describe('server-rendered results', () => {
  it('head the page with what was solved, in words', async () => {
    expect((await page(LOAN_USD)).headline).toBe('Monthly payment $1,896.20');
    expect((await page(LOAN_USD)).title).toBe('Loan payment calculator — Monthly payment $1,896.20');
    expect((await page('/calc/electric/ohms-law?V=12&R=470')).headline).toBe('Current 25.53 mA');
    expect((await page('/calc/grade/gpa?courses=Calculus:4:A-%0APhysics:4:B%2B%0AWriting:3:A%0AHistory:3:C')).headline).toBe('GPA 3.29 grade points');
    expect((await page('/calc/electric/timer-555?mode=astable&RA=10000&RB=68000&C=10&C_unit=uF')).headline).toBe('Frequency 0.9881 Hz');
    expect((await page('/calc/math/pythagorean?a=3&b=4')).headline).toBe('Missing side 5');
  });

  it('read in the visitor’s locale and the calculation’s currency, and hand the locale to the island', async () => {
    const de = await page(LOAN_USD, { 'accept-language': 'de-DE,de;q=0.9', cookie: 'cx-currency=EUR' });
    expect(de.headline).toBe('Monthly payment 1.896,20\u00a0$');
    expect(de.block.reading).toEqual({ locale: 'de-DE' });
    expect(de.block.inputs.currency).toBe('USD');
    expect(de.res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(de.res.headers.get('vary')).not.toMatch(/Cookie/);
    // A sign typed with the amount sets the currency; the box keeps the number.
    const signed = await page('/calc/finance/loan-payment?principal=%24300%2C000&ratePct=6.5&termMonths=360', { 'accept-language': 'de-DE' });
    expect(signed.headline).toBe('Monthly payment 1.896,20\u00a0$');
    expect(signed.block.form_values).toMatchObject({ principal: '300,000', currency: 'USD' });
    // Without a currency, plain grouped amounts for everyone, whatever the cookie says.
    expect((await page(LOAN, { 'accept-language': 'en-GB', cookie: 'cx-currency=JPY' })).headline).toBe('Monthly payment 1,896.20');
    // The amount typed is the amount shown, in any currency: nothing is converted.
    expect((await page(`${LOAN}&currency=JPY`)).headline).toBe('Monthly payment ¥1,896.20');
  });

  it('show the whole amortization schedule, while REST keeps the first 12 months', async () => {
    const p = await page('/calc/finance/amortization?principal=300000&ratePct=6.5&termMonths=360');
    expect(p.block.schedule).toHaveLength(360);
    expect(p.block.result.schedule).toHaveLength(12);
    expect(p.html).toContain('Schedule: 360 payments');
    expect(p.html.match(/<table class="years">[\s\S]*?<\/table>/)![0].match(/<th scope="row">/g)).toHaveLength(30);
    expect(p.html).toContain('Download the schedule (CSV)');
    const rest = await (await fetch(`${server.url}/api/v1/calc/amortization`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"principal":300000,"ratePct":6.5,"termMonths":360}' })).json();
    expect(rest.result.schedule).toHaveLength(12);
    // The page's months are the engine's: the first as REST gives it, the balance ending at exactly 0.
    expect(p.block.schedule[0]).toEqual(Object.values(rest.result.schedule[0]));
    expect(p.block.schedule[359][4]).toBe(0);
  });

  it('read snapshot pages the same way', async () => {
    const share = await (await fetch(`${server.url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"loan-payment","inputs":{"principal":300000,"ratePct":6.5,"termMonths":360,"currency":"USD"}}' })).json();
    const snap = await page(share.links.snapshot);
    expect(snap.headline).toBe('Monthly payment $1,896.20');
    expect(snap.html).toMatch(/Loan amount<code class="key">principal<\/code><\/th><td class="num">\$300,000\.00<\/td>/);
    // The same currency for everyone; only the grouping is the visitor's.
    const de = await page(share.links.snapshot, { 'accept-language': 'de-DE', cookie: 'cx-currency=EUR' });
    expect(de.headline).toBe('Monthly payment 1.896,20\u00a0$');
    expect(de.html).toMatch(/<td class="num">300\.000,00\u00a0\$<\/td>/);
    expect(share.links.live).toContain('currency=USD');
    // A snapshot page has no island: the whole schedule is plain markup, the CSV a data: link.
    const amort = await (await fetch(`${server.url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"amortization","inputs":{"principal":300000,"ratePct":6.5,"termMonths":360}}' })).json();
    const a = await page(amort.links.snapshot);
    expect(a.html.match(/<tr class="year">/g)).toHaveLength(30);
    expect(a.html).toMatch(/<a class="btn" download="amortization-schedule.csv" href="data:text\/csv;charset=utf-8,Month%2CPayment/);
  });
});
