// Every cent rounding of the finance engines against an exact reference
// (./_lib/exact-cents.ts: BigInt rationals, integer cents), at the inputs where
// rounding is hardest: exact half-cent ties for "nearest cent, halves away from
// zero" and exact whole cents for "next cent up". Tie inputs are found by search
// over a grid with the reference; the engine is then asked at each of them and
// must agree at every one (zero wrong ties). A 50-digit approximation such as
// balance × (7 % / 12) decides such ties by accident: 162 × 0.07 / 12 = 0.945
// exactly, which the engine rounded to 0.94 before it rounded exact values.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { ok, result } from '../../helpers/calc.ts';
import { type Q, Q as q, add, asMoney, ceilQ, centSchedule as referenceSchedule, centsHalfAway, centsUp, div, isHalfCentTie, isWholeCents, mul, periodicRate, pow, sub } from './_lib/exact-cents.ts';

const ONE = q(1);
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => from + k * step);
/** k cents as the JSON number a user types (12345 → 123.45). */
const money = (k: number) => Number((k / 100).toFixed(2));

/** The rows of the engine's schedule that differ from the reference (interest, principal, payment or balance). */
function scheduleMismatches(P: number, ratePct: number, n: number) {
  const ref = referenceSchedule(P, ratePct, n);
  const r = result('amortization', { principal: P, ratePct, termMonths: n });
  const wrong: string[] = [];
  if (r.paymentRounded !== asMoney(ref.payment)) wrong.push(`${P} @ ${ratePct} % × ${n}: payment ${r.paymentRounded} ≠ ${asMoney(ref.payment)}`);
  ref.rows.slice(0, 12).forEach((row, k) => {
    const got = r.schedule[k];
    const want = { interest: asMoney(row.interest), principal: asMoney(row.principal), payment: asMoney(row.payment), balance: asMoney(row.balance) };
    for (const key of ['interest', 'principal', 'payment', 'balance'] as const) {
      if (got[key] !== want[key]) wrong.push(`${P} @ ${ratePct} % × ${n}, month ${k + 1}${row.tie ? ' (tie)' : ''}: ${key} ${got[key]} ≠ ${want[key]}`);
    }
  });
  return wrong;
}

describe('amortization: schedule interest ties', () => {
  it('162 at 7 % over 12 months: month 1 interest 162 × 7 / 1200 = 0.945 exactly → 0.95', () => {
    const r = result('amortization', { principal: 162, ratePct: 7, termMonths: 12 });
    expect(r.schedule[0].interest).toBe(0.95);
    expect(scheduleMismatches(162, 7, 12)).toEqual([]);
  });

  // Whole principals 100 … 700 at common rates, 12 months: every row of every loan
  // whose schedule has a tie is compared (the balance carries a wrong cent onward).
  const RATES = [1, 2, 3, 3.6, 3.875, 4.2, 4.5, 5, 6, 6.25, 7, 7.5, 8.4, 9, 10.2, 12];
  it('grid scan: zero wrong rows over every loan with a half-cent tie', () => {
    let loans = 0;
    let ties = 0;
    const wrong: string[] = [];
    for (const P of range(100, 700)) {
      for (const rate of RATES) {
        const tiesHere = referenceSchedule(P, rate, 12).rows.filter((row) => row.tie).length;
        if (tiesHere === 0) continue;
        loans++;
        ties += tiesHere;
        wrong.push(...scheduleMismatches(P, rate, 12));
      }
    }
    expect(ties, 'the grid must contain ties, or the scan proves nothing').toBeGreaterThan(500);
    const wrongTies = wrong.filter((w) => w.includes('(tie): interest')).length;
    expect(wrong.slice(0, 20), `${wrongTies} wrong of ${ties} ties; ${wrong.length} wrong rows in ${loans} loans`).toEqual([]);
  });
});

describe('amortization: the whole schedule of long loans (the page and CSV path)', () => {
  // fullSchedule is what the calculator page and its CSV show: every month, not only the API's first 12.
  const fullSchedule = registry.tools.get('amortization')!.engine.fullSchedule!;
  it('grid scan over 30-year loans: every month agrees with the integer-cents reference, ties included', () => {
    let ties = 0;
    let wrongTies = 0;
    const wrong: string[] = [];
    // Rates whose monthly rate is no finite decimal (rate/12 = 0.0083…) yet lets balance × rate / 1200 be a half cent.
    for (const P of range(150000, 150000 + 80 * 250, 250))
      for (const rate of [2.5, 4, 5, 7, 8, 10]) {
        const ref = referenceSchedule(P, rate, 360);
        const rows = fullSchedule({ principal: P, ratePct: rate, termMonths: 360 })!;
        ref.rows.forEach((row, k) => {
          if (row.tie) ties++;
          if (rows[k].interest !== asMoney(row.interest) || rows[k].balance !== asMoney(row.balance)) {
            if (row.tie && rows[k].interest !== asMoney(row.interest)) wrongTies++;
            wrong.push(`${P} @ ${rate} %, month ${k + 1}${row.tie ? ' (tie)' : ''}: interest ${rows[k].interest} ≠ ${asMoney(row.interest)}`);
          }
        });
      }
    expect(ties).toBeGreaterThan(400);
    expect(wrong.slice(0, 10), `${wrongTies} wrong of ${ties} ties; ${wrong.length} wrong rows`).toEqual([]);
  });
});

describe('loan payment: paymentRounded ties', () => {
  // Level payments that are exact half cents: 1-, 2- and 3-month loans.
  function paymentTies(limit: number) {
    const found: { P: number; rate: number; n: number; cents: bigint }[] = [];
    for (const n of [1, 2, 3]) {
      for (const rate of range(1, 24)) {
        for (const P of range(1, 3000)) {
          const { exactPayment } = referenceSchedule(P, rate, n);
          if (isHalfCentTie(exactPayment)) found.push({ P, rate, n, cents: centsHalfAway(exactPayment) });
          if (found.length >= limit * n) break;
        }
      }
    }
    return found;
  }

  it('162 at 7 % for one month pays 162 × 1207 / 1200 = 162.945 → 162.95', () => {
    expect(result('loan-payment', { principal: 162, ratePct: 7, termMonths: 1 }).paymentRounded).toBe(162.95);
  });

  it('a term too long for the exact power: 162 at 7 % for 1,000,000 months pays 0.945 plus a positive remainder below 1e-2000 → 0.95', () => {
    // (1207/1200)^1e6 > 10^2500: the payment is P·i = 0.945 exactly plus P·i / ((1 + i)^n − 1) > 0.
    expect(result('loan-payment', { principal: 162, ratePct: 7, termMonths: 1_000_000 }).paymentRounded).toBe(0.95);
    expect(result('loan-payment', { principal: 161, ratePct: 7, termMonths: 1_000_000 }).paymentRounded).toBe(0.94); // 0.939166…
  });

  it('every tie found rounds away from zero, in loan-payment and amortization alike', () => {
    const ties = paymentTies(200);
    expect(ties.filter((t) => t.n > 1).length).toBeGreaterThan(10);
    const wrong = ties.flatMap((t) =>
      ['loan-payment', 'amortization'].flatMap((id) => {
        const got = result(id, { principal: t.P, ratePct: t.rate, termMonths: t.n }).paymentRounded;
        return got === asMoney(t.cents) ? [] : [`${id} ${t.P} @ ${t.rate} % × ${t.n}: ${got} ≠ ${asMoney(t.cents)}`];
      }),
    );
    expect(wrong.slice(0, 20), `${wrong.length} wrong of ${2 * ties.length}`).toEqual([]);
  });
});

/** (1 + ratePct / (100·m))^(m·years) exactly; m·years is whole on these grids. */
const growth = (ratePct: number, m: number, years: number) => pow(add(ONE, periodicRate(ratePct, m)), m * years);

describe('compound interest and present value: ties', () => {
  const GRID = { rates: [1, 2, 4, 5, 6, 8, 10, 12, 20, 25], m: [1, 2, 4, 12], years: [0.25, 0.5, 1, 2] };

  it('0.5 at 1 % for a year grows to 0.505 exactly → fvRounded 0.51', () => {
    expect(result('compound-interest', { principal: 0.5, ratePct: 1, years: 1, compoundsPerYear: 1 })).toMatchObject({ fvRounded: 0.51, interestRounded: 0.01 });
  });

  it('162 at 7 % compounded monthly for 1/12 year (typed 0.08333333333333333): one period, fv = 162.945 → 162.95', () => {
    expect(result('compound-interest', { principal: 162, ratePct: 7, years: 1 / 12, compoundsPerYear: 12 })).toMatchObject({ periods: 1, fvRounded: 162.95, interestRounded: 0.95 });
  });

  it('grid scan: fvRounded and interestRounded agree with the exact value at every tie', () => {
    const wrong: string[] = [];
    let ties = 0;
    for (const rate of GRID.rates)
      for (const m of GRID.m)
        for (const years of GRID.years) {
          if (!Number.isInteger(m * years)) continue;
          const g = growth(rate, m, years);
          for (const k of range(1, 4000)) {
            const P = money(k);
            const fv = mul(q(P), g);
            const interest = sub(fv, q(P));
            if (!isHalfCentTie(fv) && !isHalfCentTie(interest)) continue;
            ties++;
            const r = result('compound-interest', { principal: P, ratePct: rate, years, compoundsPerYear: m });
            if (r.fvRounded !== asMoney(centsHalfAway(fv))) wrong.push(`fv ${P} @ ${rate} %/${m} × ${years}: ${r.fvRounded} ≠ ${asMoney(centsHalfAway(fv))}`);
            if (r.interestRounded !== asMoney(centsHalfAway(interest))) wrong.push(`interest ${P} @ ${rate} %/${m} × ${years}: ${r.interestRounded}`);
          }
        }
    expect(ties).toBeGreaterThan(200);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });

  it('1.206 due in a year at 20 %: pv = 1.206 / 1.2 = 1.005 exactly → pvRounded 1.01', () => {
    expect(result('present-value', { futureValue: 1.206, ratePct: 20, years: 1, compoundsPerYear: 1 }).pvRounded).toBe(1.01);
  });

  it('grid scan: pvRounded agrees with the exact value at every tie', () => {
    const wrong: string[] = [];
    let ties = 0;
    for (const rate of GRID.rates)
      for (const m of [1, 2, 4])
        for (const years of [0.5, 1, 2]) {
          if (!Number.isInteger(m * years)) continue;
          const g = growth(rate, m, years);
          // Future values in tenths of a cent: a cent amount divided by the factor is rarely a tie.
          for (const k of range(1, 30000)) {
            const F = Number((k / 1000).toFixed(3));
            const pv = div(q(F), g);
            if (!isHalfCentTie(pv)) continue;
            ties++;
            const got = result('present-value', { futureValue: F, ratePct: rate, years, compoundsPerYear: m }).pvRounded;
            if (got !== asMoney(centsHalfAway(pv))) wrong.push(`${F} @ ${rate} %/${m} × ${years}: ${got} ≠ ${asMoney(centsHalfAway(pv))}`);
          }
        }
    expect(ties).toBeGreaterThan(200);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });
});

describe('savings goal: a deposit that is exactly whole cents is not rounded up', () => {
  /** Exact deposit (goal − P·g^n)·i / (g^n − 1), i = ratePct / 1200. */
  const exactDeposit = (goal: number, P: number, rate: number, n: number): Q => {
    const i = periodicRate(rate, 12);
    const g = pow(add(ONE, i), n);
    return div(mul(sub(q(goal), mul(q(P), g)), i), sub(g, ONE));
  };

  it('24.12 over 2 months at 12 %: 24.12 / 2.01 = 12.00 exactly → 12, not 12.01', () => {
    expect(result('savings-goal', { goal: 24.12, ratePct: 12, years: 2 / 12 })).toMatchObject({ paymentRounded: 12 });
  });

  it('grid scan: paymentRounded is the exact ceiling, at every whole-cent deposit and around it', () => {
    const wrong: string[] = [];
    let exact = 0;
    for (const rate of [1, 2, 3, 4, 5, 6, 8, 12, 24])
      for (const months of [2, 3, 4, 6, 12])
        for (const k of range(1, 20000, 7)) {
          const goal = money(k);
          const d = exactDeposit(goal, 0, rate, months);
          if (!isWholeCents(d)) continue;
          exact++;
          const got = result('savings-goal', { goal, ratePct: rate, years: months / 12 }).paymentRounded;
          if (got !== asMoney(centsUp(d))) wrong.push(`${goal} @ ${rate} % × ${months}: ${got} ≠ ${asMoney(centsUp(d))}`);
        }
    expect(exact).toBeGreaterThan(50);
    expect(wrong.slice(0, 20), `${wrong.length} wrong of ${exact}`).toEqual([]);
  });
});

describe('VAT: ties in added and extracted VAT', () => {
  const RATES = [5, 7, 7.5, 10, 12.5, 15, 19, 20, 21, 25];

  it('0.05 net + 10 % VAT: vat 0.005 → 0.01; 1.206 gross at 20 %: net 1.005 → 1.01', () => {
    expect(result('vat', { mode: 'add', amount: 0.05, ratePct: 10 })).toMatchObject({ vatRounded: 0.01, grossRounded: 0.06 });
    expect(result('vat', { mode: 'extract', amount: 1.206, ratePct: 20 })).toMatchObject({ netRounded: 1.01, grossRounded: 1.21, vatRounded: 0.2 });
  });

  it('grid scan: zero wrong ties in add (net × rate) and extract (gross / (1 + rate))', () => {
    const wrong: string[] = [];
    let ties = 0;
    for (const rate of RATES) {
      for (const k of range(1, 20000)) {
        const net = money(k);
        const vat = div(mul(q(net), q(rate)), q(100));
        if (isHalfCentTie(vat)) {
          ties++;
          const got = result('vat', { mode: 'add', amount: net, ratePct: rate }).vatRounded;
          if (got !== asMoney(centsHalfAway(vat))) wrong.push(`add ${net} @ ${rate}: ${got}`);
        }
        const gross = Number((k / 1000).toFixed(3));
        const exactNet = div(mul(q(gross), q(100)), add(q(100), q(rate)));
        if (isHalfCentTie(exactNet)) {
          ties++;
          const got = result('vat', { mode: 'extract', amount: gross, ratePct: rate }).netRounded;
          if (got !== asMoney(centsHalfAway(exactNet))) wrong.push(`extract ${gross} @ ${rate}: ${got} ≠ ${asMoney(centsHalfAway(exactNet))}`);
        }
      }
    }
    expect(ties).toBeGreaterThan(1000);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });
});

describe('discount: sale price ties', () => {
  it('0.05 at 10 % off: 0.045 → 0.05 (saved 0.00)', () => {
    expect(result('discount', { originalPrice: 0.05, discountPct: 10 })).toMatchObject({ salePriceRounded: 0.05, savedRounded: 0 });
  });

  it('grid scan: zero wrong ties', () => {
    const wrong: string[] = [];
    let ties = 0;
    for (const pct of [5, 7.5, 10, 12.5, 15, 25, 30, 33, 45])
      for (const k of range(1, 20000)) {
        const price = money(k);
        const sale = div(mul(q(price), sub(q(100), q(pct))), q(100));
        if (!isHalfCentTie(sale)) continue;
        ties++;
        const got = result('discount', { originalPrice: price, discountPct: pct }).salePriceRounded;
        if (got !== asMoney(centsHalfAway(sale))) wrong.push(`${price} − ${pct} %: ${got}`);
      }
    expect(ties).toBeGreaterThan(1000);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });
});

describe('simple interest: ties with day counts (division last)', () => {
  it('182.5 at 1 % for 1 day, actual/365: 0.005 exactly → 0.01', () => {
    expect(result('simple-interest', { principal: 182.5, ratePct: 1, term: 1, termUnit: 'days', mode: 'exact' })).toMatchObject({ interestRounded: 0.01, balanceRounded: 182.51 });
  });

  it('grid scan: zero wrong ties over years, months and days (365 and 360)', () => {
    const wrong: string[] = [];
    let ties = 0;
    const cases = [
      { termUnit: 'days', mode: 'exact', perYear: 365, terms: [1, 30, 73, 90, 146, 180] },
      { termUnit: 'days', mode: 'ordinary', perYear: 360, terms: [1, 30, 45, 90, 120] },
      { termUnit: 'months', mode: 'exact', perYear: 12, terms: [1, 5, 7, 11] },
    ];
    for (const c of cases)
      for (const term of c.terms)
        for (const rate of [1, 3, 7, 9])
          for (const k of range(1, 20000, 3)) {
            const P = money(k * 5);
            const interest = div(mul(mul(q(P), q(rate)), q(term)), q(100 * c.perYear));
            if (!isHalfCentTie(interest)) continue;
            ties++;
            const r = result('simple-interest', { principal: P, ratePct: rate, term, termUnit: c.termUnit, mode: c.mode });
            if (r.interestRounded !== asMoney(centsHalfAway(interest))) wrong.push(`${P} @ ${rate} % × ${term} ${c.termUnit}/${c.perYear}: ${r.interestRounded}`);
            if (r.balanceRounded !== asMoney(centsHalfAway(add(q(P), interest)))) wrong.push(`balance ${P} @ ${rate} % × ${term} ${c.termUnit}`);
          }
    expect(ties).toBeGreaterThan(200);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });
});

describe('break-even: whole units at an exact quotient', () => {
  it('grid scan: fixed cost = k × contribution needs exactly k units, one cent more needs k + 1', () => {
    const wrong: string[] = [];
    for (const [price, variable] of [[1.1, 1], [0.3, 0.1], [10.07, 3.37], [2.675, 0.005]] as const)
      for (const k of range(1, 400, 3)) {
        const contribution = sub(q(price), q(variable));
        for (const extra of [0, 0.01]) {
          const fixed = Number(((k * (Number(contribution.n) / Number(contribution.d))) + extra).toFixed(6));
          const want = Number(ceilQ(div(q(fixed), contribution)));
          const got = result('break-even', { fixedCost: fixed, price, variableCost: variable }).unitsWhole;
          if (got !== want) wrong.push(`${fixed} / (${price} − ${variable}): ${got} ≠ ${want}`);
        }
      }
    expect(wrong.slice(0, 20), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('markup and margin: the two-decimal percentage in the headline', () => {
  it('cost 200, price 200.01: markup 0.005 % exactly reads 0.01 %; margin on 160 → 200 is 20 %', () => {
    expect(ok('markup', { cost: 200, sellingPrice: 200.01 }).result_detail.formatted).toMatch(/^Markup 0\.01 %/);
    expect(result('profit-margin', { cost: 160, revenue: 200 })).toMatchObject({ marginPct: 20 });
  });
});

describe('electricity-bill (electrical area, finance money rules): each bill line rounded to the cent', () => {
  it('grid scan: energy, standing-charge and fee lines at a half cent round up, and total_rounded is their sum', () => {
    const wrong: string[] = [];
    let ties = 0;
    for (const rate of [0.125, 0.2345, 0.1505, 0.275])
      for (const kWh of range(1, 400)) {
        const energy = mul(q(kWh), q(rate));
        const standing = mul(q('0.4525'), q(kWh % 40 + 1)); // a daily charge over 1 … 40 days
        if (!isHalfCentTie(energy) && !isHalfCentTie(standing)) continue;
        ties++;
        const want = centsHalfAway(energy) + centsHalfAway(standing) + centsHalfAway(q('1.005'));
        const got = result('electricity-bill', { mode: 'usage', kWh, rate, standing: 0.4525, days: (kWh % 40) + 1, fee: 1.005 }).total_rounded;
        if (got !== asMoney(want)) wrong.push(`${kWh} kWh × ${rate}, ${(kWh % 40) + 1} days: ${got} ≠ ${asMoney(want)}`);
      }
    expect(ties).toBeGreaterThan(100);
    expect(wrong.slice(0, 20), `${wrong.length} wrong at ${ties} ties`).toEqual([]);
  });
});
