// HTTP status: every code 100–599 against the IANA registry's published
// unassigned ranges, names against Node's independent http.STATUS_CODES table
// (with its known pre-RFC 9110 differences), and the errors.
import { STATUS_CODES as NODE_STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

// IANA HTTP Status Code registry (updated 2025-09-15): the ranges it lists as "Unassigned".
const UNASSIGNED: [number, number][] = [
  [105, 199],
  [209, 225],
  [227, 299],
  [309, 399],
  [419, 420],
  [427, 427],
  [430, 430],
  [432, 450],
  [452, 499],
  [509, 509],
  [512, 599],
];
const unassigned = (c: number) => UNASSIGNED.some(([lo, hi]) => c >= lo && c <= hi);

/** Where Node's table (older phrases, unofficial codes) and the registry are known to differ. */
const NODE_DIFFERS: Record<number, string> = {
  413: 'Node keeps the RFC 7231 phrase Payload Too Large',
  418: "Node keeps I'm a Teapot; the registry records (Unused)",
  422: 'Node keeps the RFC 4918 phrase Unprocessable Entity',
};

describe('http-status', () => {
  it('answers every registered code and rejects every unassigned one in 100–599', () => {
    let registered = 0;
    for (let code = 100; code <= 599; code++) {
      const answer = run('http-status', { code });
      if (unassigned(code)) {
        expect(answer.http, String(code)).toBe(400);
        expect((answer.body as { code: string }).code).toBe('UNREGISTERED_STATUS_CODE');
      } else {
        expect(answer.http, String(code)).toBe(200);
        registered++;
      }
    }
    // 64 entries: 5 + 10 + 9 + 29 + 11 per class, counting the two (Unused) entries and the temporary 104.
    expect(registered).toBe(64);
  });

  it("agrees with Node's http.STATUS_CODES names except the documented renames", () => {
    for (const [code, nodeName] of Object.entries(NODE_STATUS_CODES)) {
      const c = Number(code);
      if (unassigned(c)) continue; // e.g. Node's 509 Bandwidth Limit Exceeded is not registered
      const r = result('http-status', { code: c });
      if (NODE_DIFFERS[c]) expect(r.name, NODE_DIFFERS[c]).not.toBe(nodeName);
      else expect(r.name.toLowerCase(), code).toBe(nodeName!.toLowerCase());
    }
  });

  it('names the codes Node does not (or names otherwise) as the registry does', () => {
    // IANA registry, Description column: 104 (temporary), 413 and 422 renamed by RFC 9110, 418 unused.
    expect(result('http-status', { code: 104 }).name).toBe('Upload Resumption Supported');
    expect(result('http-status', { code: 413 }).name).toBe('Content Too Large');
    expect(result('http-status', { code: 422 }).name).toBe('Unprocessable Content');
    expect(result('http-status', { code: 418 }).name).toBe('(Unused)');
  });

  it('every entry has an explanation, a reference and a link that agree, and a registration', () => {
    for (let code = 100; code <= 599; code++) {
      if (unassigned(code)) continue;
      const r = result('http-status', { code });
      expect(r.description.length, String(code)).toBeGreaterThan(15);
      expect(r.description, String(code)).toMatch(/[.)]$/);
      if (code === 104) {
        // The one temporary registration cites an Internet-Draft, linked on the IETF datatracker.
        expect(r.referenceUrl).toBe(`https://datatracker.ietf.org/doc/html/${r.reference}`);
        continue;
      }
      expect(r.reference, String(code)).toMatch(/^RFC \d{4}(, Section \d+(\.\d+)+)?(; .+)?$/);
      const [, rfcNumber, section] = /^RFC (\d{4})(?:, Section ([\d.]+))?/.exec(r.reference)!;
      expect(r.referenceUrl, String(code)).toBe(`https://www.rfc-editor.org/rfc/rfc${rfcNumber}${section ? `#section-${section}` : ''}`);
      expect(['permanent', 'temporary', 'unused', 'obsoleted']).toContain(r.registration);
    }
  });

  it('gives class, RFC 9110 class name, reference and cacheability', () => {
    expect(result('http-status', { code: 200 })).toEqual({
      code: 200,
      name: 'OK',
      class: '2xx',
      className: 'Successful',
      registryEntry: 'OK',
      reference: 'RFC 9110, Section 15.3.1',
      referenceUrl: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.3.1',
      registration: 'permanent',
      description: expect.stringContaining('succeeded'),
      heuristicallyCacheable: true,
    });
    expect(result('http-status', { code: '503' })).toMatchObject({ class: '5xx', className: 'Server Error', heuristicallyCacheable: false });
    expect(result('http-status', { code: 103 })).toMatchObject({ className: 'Informational', reference: 'RFC 8297' });
    expect(result('http-status', { code: 308 })).toMatchObject({ className: 'Redirection', heuristicallyCacheable: true });
    expect(result('http-status', { code: 451 })).toMatchObject({ className: 'Client Error', reference: 'RFC 7725' });
    expect(ok('http-status', { code: 404 }).result_detail.formatted).toBe('404 Not Found');
  });

  it.each([
    [306, 'unused', '(Unused)', 'STATUS_CODE_UNUSED'],
    [418, 'unused', '(Unused)', 'STATUS_CODE_UNUSED'],
    [510, 'obsoleted', 'Not Extended (OBSOLETED)', 'STATUS_CODE_OBSOLETED'],
    [104, 'temporary', 'Upload Resumption Supported (TEMPORARY - registered 2024-11-13, extension registered 2025-09-15, expires 2026-11-13)', 'STATUS_CODE_TEMPORARY'],
    [305, 'permanent', 'Use Proxy', 'STATUS_CODE_DEPRECATED'],
  ])('%d is recorded as %s with a warning', (code, registration, registryEntry, warningCode) => {
    const env = ok('http-status', { code });
    expect(env.result).toMatchObject({ registration, registryEntry });
    expect(env.warnings.map((w) => w.code)).toEqual([warningCode]);
  });

  it('names the nearest registered codes for an unregistered one', () => {
    const f = failure('http-status', { code: 299 });
    expect(f).toMatchObject({ http: 400, code: 'UNREGISTERED_STATUS_CODE', field: 'code' });
    expect(f.suggestion).toContain('226 IM Used and 300 Multiple Choices');
    expect(f.suggestion).toContain('Registered 2xx codes: 200–208, 226.');
    expect(failure('http-status', { code: 420 }).suggestion).toContain('418 (Unused) and 421 Misdirected Request');
    expect(failure('http-status', { code: 599 }).suggestion).toContain('511 Network Authentication Required.');
    expect(failure('http-status', { code: 599 }).suggestion).toContain('500–508, 510, 511');
  });

  it.each([
    [{ code: 99 }, 'STATUS_CODE_OUT_OF_RANGE'],
    [{ code: 600 }, 'STATUS_CODE_OUT_OF_RANGE'],
    [{ code: -404 }, 'STATUS_CODE_OUT_OF_RANGE'],
    [{ code: 404.5 }, 'INVALID_NUMBER'],
    [{ code: 'not found' }, 'INVALID_NUMBER'],
    [{}, 'MISSING_REQUIRED_INPUT'],
  ])('%o → %s', (inputs, code) => {
    const f = failure('http-status', inputs);
    expect(f).toMatchObject({ http: 400, code, field: 'code' });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('the temporary registration is an info notice; the other registration warnings are warnings', () => {
    // 104 is registered, only provisionally: informational. 306/418 (unused), 510 (obsoleted) and 305 (deprecated) must not be sent.
    const severities = (code: number) => ok('http-status', { code }).warnings.map((w) => [w.code, w.severity]);
    expect(severities(104)).toEqual([['STATUS_CODE_TEMPORARY', 'info']]);
    expect(severities(418)).toEqual([['STATUS_CODE_UNUSED', 'warning']]);
    expect(severities(510)).toEqual([['STATUS_CODE_OBSOLETED', 'warning']]);
    expect(severities(305)).toEqual([['STATUS_CODE_DEPRECATED', 'warning']]);
  });

  it('a fractional code is INVALID_NUMBER with the value it got and a registered code as example', () => {
    for (const code of [404.5, '200.25']) {
      const f = failure('http-status', { code });
      expect(f).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field: 'code' });
      expect((f.body as { detail: string }).detail).toContain(`got ${code}`);
      const example = Number(/e\.g\. (\d+)\.$/.exec(f.suggestion ?? '')?.[1]);
      // The example must itself be a valid answer: a registered code (not in the registry's unassigned ranges).
      expect(example >= 100 && example <= 599 && !unassigned(example), f.suggestion).toBe(true);
    }
  });
});

declaresTheCodesItReturns('http-status', [{ code: 104 }, { code: 305 }, { code: 306 }, { code: 510 }]);
