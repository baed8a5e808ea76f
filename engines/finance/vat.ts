// VAT / sales tax: add it to a net amount, or extract it from a gross amount.
import type { Decimal } from 'decimal.js';
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { canonicalChoices, firstFailure, nonNegative, overflow, resultNumber } from './_lib/checks.ts';
import { centsOf, exactOf, int, ratDiv, ratMul } from './_lib/exact-money.ts';
import { dec, fromPct, money, num, toCents } from './_lib/money.ts';

const MODES = ['add', 'extract'] as const;

const input = z.object({ mode: z.enum(MODES), amount: z.number(), ratePct: z.number() });

const output = z.object({
  mode: z.enum(MODES),
  net: resultNumber('Amount without VAT, unrounded.'),
  vat: resultNumber('The VAT, unrounded.'),
  gross: resultNumber('Amount with VAT, unrounded.'),
  ratePct: resultNumber('The VAT rate, echoed, %.'),
  vatFraction: resultNumber('Share of the gross that is VAT: r / (1 + r).'),
  netRounded: resultNumber('Net to the cent (invoice figure).'),
  vatRounded: resultNumber('VAT to the cent; netRounded + vatRounded = grossRounded.'),
  grossRounded: resultNumber('Gross to the cent (invoice figure).'),
});

const SYNONYMS = {
  mode: {
    plus: 'add',
    'add-vat': 'add',
    exclusive: 'add',
    'from-net': 'add',
    net: 'add',
    remove: 'extract',
    'remove-vat': 'extract',
    subtract: 'extract',
    reverse: 'extract',
    inclusive: 'extract',
    'from-gross': 'extract',
    gross: 'extract',
  },
};

const FORMULAS = {
  add: { id: 'vat.add', expression: 'vat = net × r; gross = net + vat', label: 'Add VAT to a net amount' },
  extract: { id: 'vat.extract', expression: 'net = gross / (1 + r); vat = gross − net = gross × r / (1 + r)', label: 'Extract VAT from a gross amount (VAT fraction)' },
};

/** Net given: the invoice rounds net and VAT, and the gross is their sum. */
function addVat(net: Decimal, r: Decimal) {
  const vat = net.times(r);
  const netRounded = toCents(net);
  // net × ratePct / 100 exactly: a decimal product, but rounded from the rational to keep one rule.
  const vatRounded = centsOf(ratMul(exactOf(net), exactOf(r)));
  return { net, vat, gross: net.plus(vat), netRounded, vatRounded, grossRounded: netRounded.plus(vatRounded) };
}

/** Gross given: the gross and net are rounded, and the VAT is their difference. */
function extractVat(gross: Decimal, r: Decimal) {
  const net = gross.div(r.plus(1));
  const grossRounded = toCents(gross);
  // gross × 100 / (100 + ratePct) with the division last, so a net of exactly a half cent rounds up.
  const netRounded = centsOf(ratDiv(ratMul(exactOf(gross), int(100)), ratMul(exactOf(r.plus(1)), int(100))));
  return { net, vat: gross.minus(net), gross, netRounded, vatRounded: grossRounded.minus(netRounded), grossRounded };
}

export const engine = defineEngine({
  id: 'vat',
  area: 'finance',
  title: 'VAT calculator: add or remove VAT',
  description:
    'Add VAT (or GST / sales tax) to a net price, or work out the VAT contained in a VAT-inclusive (gross) price. Gives the net amount, the VAT and the gross amount, exact and rounded to the cent.',
  keywords: ['VAT', 'value added tax', 'GST', 'sales tax', 'add VAT', 'remove VAT', 'reverse VAT', 'extract VAT', 'VAT inclusive', 'VAT exclusive', 'net to gross', 'gross to net', 'VAT fraction', 'MwSt', 'TVA', 'IVA'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  prepare: canonicalChoices(SYNONYMS, ['mode']),
  unit: null,
  errors: ['AMOUNT_MUST_BE_NON_NEGATIVE', 'RATE_MUST_BE_NON_NEGATIVE'],
  warnings: [],
  formula: FORMULAS.add,
  assumptions: [
    'ratePct is the VAT rate in percent of the net amount. Mode add: amount is the net (VAT-exclusive) amount; vat = net × r, gross = net + vat. Mode extract: amount is the gross (VAT-inclusive) amount; net = gross / (1 + r), vat = gross − net.',
    'vat = gross × r / (1 + r) is the "VAT fraction" method of HMRC (UK): 1/6 of the gross at 20 %, 1/21 at 5 %. vatFraction reports r / (1 + r).',
    'Arithmetic in 50-digit decimal; net, vat and gross are the unrounded values converted to JSON numbers. The *Rounded fields are what an invoice shows: add rounds net and vat to the cent and grossRounded = netRounded + vatRounded; extract rounds gross and net to the cent and vatRounded = grossRounded − netRounded, so the three rounded figures always add up. Halves round away from zero, decided on the exact values (net × rate / 100, gross × 100 / (100 + rate) as rationals), so a net of exactly x.xx5 is never lost to a 50-digit quotient.',
    'One rate on one amount; tax authorities may round per line or per invoice, and some round VAT down: check local rules.',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Direction',
        kind: 'select',
        options: [
          { value: 'add', label: 'Add VAT to a net amount' },
          { value: 'extract', label: 'Remove VAT from a gross amount' },
        ],
      },
      amount: { label: 'Amount (net to add VAT to, or gross to remove it from)', unit: 'currency', step: 'any', min: 0 },
      ratePct: { label: 'VAT rate', unit: '%', step: 'any', min: 0 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'add', label: 'Add VAT', fields: ['amount', 'ratePct'] },
          { value: 'extract', label: 'Remove VAT', fields: ['amount', 'ratePct'] },
        ],
      },
    ],
    initial: { mode: 'add', amount: 100, ratePct: 20 },
    headline: 'vat',
    // What each choice asks for, when it is not the headline.
    headlines: { extract: 'net' },
    outputs: {
      net: { label: 'Net amount (without VAT)', unit: 'currency' },
      vat: { label: 'VAT', unit: 'currency' },
      gross: { label: 'Gross amount (with VAT)', unit: 'currency' },
      vatFraction: { label: 'VAT fraction of the gross' },
      netRounded: { label: 'Net amount, to the cent', unit: 'currency' },
      vatRounded: { label: 'VAT, to the cent', unit: 'currency' },
      grossRounded: { label: 'Gross amount, to the cent', unit: 'currency' },
    },
  },
  examples: [
    {
      name: 'Add 20 % VAT to 100',
      inputs: { mode: 'add', amount: 100, ratePct: 20 },
      expect: { status: 'success', values: { net: 100, vat: 20, gross: 120 } },
      source: 'Exact arithmetic; conformance vector (net 100, vat 20, gross 120).',
    },
    {
      name: 'VAT in a 120 gross price at 20 %',
      inputs: { mode: 'extract', amount: 120, ratePct: 20 },
      expect: { status: 'success', values: { net: 100, vat: 20, gross: 120 } },
      source: 'VAT fraction 1/6 at the 20 % standard rate (HMRC; rossmartin.co.uk table: £120 / 6 = £20); conformance vector.',
    },
    {
      name: 'VAT in 24.00 at 20 %',
      inputs: { mode: 'extract', amount: 24, ratePct: 20 },
      expect: { status: 'success', values: { vat: 4, net: 20 } },
      source: 'VAT-fraction worked example, vatark.co.uk "What\'s the new VAT fraction?": VAT in a 24.00 receipt at 20 % is 24 ÷ 6 = 4.00.',
    },
    {
      name: 'VAT in 80.00 at the 5 % reduced rate',
      inputs: { mode: 'extract', amount: 80, ratePct: 5 },
      expect: { status: 'success', values: { vat: 80 / 21, vatRounded: 3.81, netRounded: 76.19, vatFraction: 1 / 21 }, rel: 1e-14 },
      source: 'VAT fraction 1/21 at the 5 % reduced rate (HMRC fractions as tabulated by rossmartin.co.uk "What is the VAT fraction?"); worked example itsrelative.co.uk "VAT fraction": 80 × 1/21 = 3.81.',
    },
    {
      name: 'Unknown direction',
      inputs: { mode: 'multiply', amount: 100, ratePct: 20 },
      expect: { status: 'error', code: 'INVALID_MODE' },
      source: 'Spec: mode is add or extract.',
    },
    {
      name: 'Negative rate',
      inputs: { mode: 'add', amount: 100, ratePct: -5 },
      expect: { status: 'error', code: 'RATE_MUST_BE_NON_NEGATIVE' },
      source: 'Domain rule: VAT rates are 0 % or more.',
    },
  ],
  limitations: ['One amount at one rate: no mixed-rate invoices, reverse charge, exemptions or per-line rounding rules.'],
  compute(inp) {
    const bad = firstFailure(
      nonNegative({ field: 'amount', value: inp.amount, what: 'The amount', example: 100, hint: 'For a refund, calculate the positive amount and reverse the sign yourself.' }),
      nonNegative({ field: 'ratePct', value: inp.ratePct, what: 'The VAT rate', example: 20, hint: 'Use 0 for zero-rated goods.' }),
    );
    if (bad) return bad;
    const r = fromPct(inp.ratePct);
    const { net, vat, gross, netRounded, vatRounded, grossRounded } = inp.mode === 'add' ? addVat(dec(inp.amount), r) : extractVat(dec(inp.amount), r);
    const tooBig = overflow(gross, 'amount', 'The gross amount');
    if (tooBig) return tooBig;
    return ok(
      {
        mode: inp.mode,
        net: num(net),
        vat: num(vat),
        gross: num(gross),
        ratePct: inp.ratePct,
        vatFraction: num(r.div(r.plus(1))),
        netRounded: num(netRounded),
        vatRounded: num(vatRounded),
        grossRounded: num(grossRounded),
      },
      { formula: FORMULAS[inp.mode], formatted: `Net ${money(net)} + VAT ${money(vat)} = gross ${money(gross)}` },
    );
  },
});
