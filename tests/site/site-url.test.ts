// SITE_URL is an origin or the build refuses it; area lists cut descriptions to one readable line.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrl, unsetSiteUrlWarning } from '../../api/server/site-url.ts';
import { oneLine } from '../../site/lib/areas.ts';

describe('siteUrl', () => {
  it('is the origin of SITE_URL, or the default with a warning', () => {
    expect(siteUrl({ SITE_URL: 'https://calc.example.com' })).toBe('https://calc.example.com');
    expect(siteUrl({ SITE_URL: ' https://Calc.Example.com:8443/ ' })).toBe('https://calc.example.com:8443');
    expect(siteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrl({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL);
    expect(unsetSiteUrlWarning({})).toMatch(/SITE_URL is not set/);
    expect(unsetSiteUrlWarning({ SITE_URL: 'https://calc.example.com' })).toBeNull();
  });

  it.each(['calc.example.com', 'ftp://calc.example.com', 'https://calc.example.com/tools', 'https://calc.example.com/?a=1', 'https://user:pw@calc.example.com'])('refuses %s', (value) => {
    expect(() => siteUrl({ SITE_URL: value })).toThrow(/SITE_URL must be/);
  });
});

describe('oneLine', () => {
  it('keeps the summary part of the first sentence', () => {
    expect(oneLine('Monthly payment of a fixed-rate loan repaid in equal instalments. The total interest follows.')).toBe('Monthly payment of a fixed-rate loan repaid in equal instalments');
    expect(oneLine('Profit margin from revenue and cost: the profit and the margin as a percentage of revenue.')).toBe('Profit margin from revenue and cost');
    // A colon too early to end a summary is kept.
    expect(oneLine('VSWR: converts between VSWR and return loss.')).toBe('VSWR: converts between VSWR and return loss');
  });

  it('cuts a long line between words, with an ellipsis', () => {
    const long = `${'word '.repeat(40)}end`;
    const line = oneLine(long);
    expect(line.length).toBeLessThanOrEqual(120);
    expect(line).toMatch(/^word( word)*…$/);
  });
});
