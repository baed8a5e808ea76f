// HTTP status code lookup against the IANA HTTP Status Code registry.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { CLASS_NAMES, HEURISTICALLY_CACHEABLE, REGISTRY_UPDATED, STATUS_CODES, statusEntry } from './_lib/iana-http-status.ts';

// RFC 9110 §15: status codes are three-digit integers from 100 to 599.
const input = z.object({ code: wholeNumber({ min: 100, max: 599, example: 404, below: 'STATUS_CODE_OUT_OF_RANGE', above: 'STATUS_CODE_OUT_OF_RANGE' }) });

const output = z.strictObject({
  code: z.number(),
  name: z.string(),
  class: z.string(),
  className: z.string(),
  registryEntry: z.string(),
  reference: z.string(),
  referenceUrl: z.string(),
  registration: z.enum(['permanent', 'temporary', 'unused', 'obsoleted']),
  description: z.string(),
  heuristicallyCacheable: z.boolean(),
});

/** '200–208, 226': registered codes of one class, consecutive runs joined. */
function compactList(codes: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j++;
    parts.push(j - i >= 2 ? `${codes[i]}–${codes[j]}` : codes.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

const label = (code: number) => `${code} ${statusEntry(code)!.name}`;

export const engine = defineEngine({
  id: 'http-status',
  area: 'dev',
  title: 'HTTP status code lookup',
  description: 'Name, class, defining RFC and meaning of an HTTP status code, from the IANA HTTP Status Code registry; unregistered codes are answered with the nearest registered ones.',
  keywords: ['http status', 'http status code', 'http code', 'response code', 'status code meaning', 'reason phrase', 'http error', '404', '500', '418', 'IANA', 'RFC 9110'],
  version: '1.0.0',
  page: 'dev',
  input,
  output,
  unit: null,
  errors: ['STATUS_CODE_OUT_OF_RANGE', 'UNREGISTERED_STATUS_CODE'],
  warnings: ['STATUS_CODE_DEPRECATED', 'STATUS_CODE_OBSOLETED', 'STATUS_CODE_TEMPORARY', 'STATUS_CODE_UNUSED'],
  formula: { id: 'http-status', expression: 'lookup in the IANA HTTP Status Code registry; class = first digit', label: 'IANA HTTP status code registry' },
  assumptions: [
    `Data: the IANA "Hypertext Transfer Protocol (HTTP) Status Code Registry", last updated ${REGISTRY_UPDATED}: every assigned code with the registry's Description (registryEntry) and Reference; name is the reason phrase without the registry's annotations.`,
    "Entries the registry marks '(Unused)' (306, 418) are answered as the registry records them, with registration 'unused' and warning STATUS_CODE_UNUSED; 510 is 'obsoleted' and 104 a 'temporary' registration, each with a warning.",
    'Classes and their names follow RFC 9110 §15 (1xx Informational … 5xx Server Error); valid status codes are the three-digit integers 100–599. heuristicallyCacheable is true for the codes RFC 9110 §15.1 defines as heuristically cacheable.',
    'The descriptions are one-line summaries of the referenced specification, not normative text.',
  ],
  ui: {
    fields: { code: { label: 'Status code', kind: 'integer', placeholder: '404', min: 100, max: 599, step: 1 } },
    initial: { code: 404 },
    headline: 'name',
  },
  examples: [
    { name: '404 Not Found', inputs: { code: 404 }, expect: { status: 'success', values: { name: 'Not Found', class: '4xx', className: 'Client Error', reference: 'RFC 9110, Section 15.5.5', heuristicallyCacheable: true } }, source: 'IANA HTTP Status Code registry: 404 Not Found [RFC9110, Section 15.5.5]; cacheability per RFC 9110 §15.1.' },
    { name: '422 under its RFC 9110 name', inputs: { code: 422 }, expect: { status: 'success', values: { name: 'Unprocessable Content', reference: 'RFC 9110, Section 15.5.21' } }, source: 'IANA HTTP Status Code registry: 422 Unprocessable Content [RFC9110, Section 15.5.21].' },
    { name: '418 is recorded as unused', inputs: { code: 418 }, expect: { status: 'success', values: { name: '(Unused)', registration: 'unused', reference: 'RFC 9110, Section 15.5.19' } }, source: 'IANA HTTP Status Code registry: 418 (Unused) [RFC9110, Section 15.5.19].' },
    { name: '226 IM Used', inputs: { code: 226 }, expect: { status: 'success', values: { name: 'IM Used', class: '2xx', reference: 'RFC 3229' } }, source: 'IANA HTTP Status Code registry: 226 IM Used [RFC3229].' },
    { name: '299 is not registered', inputs: { code: 299 }, expect: { status: 'error', code: 'UNREGISTERED_STATUS_CODE' }, source: 'IANA HTTP Status Code registry: 227–299 are Unassigned.' },
    { name: 'Outside 100–599', inputs: { code: 99 }, expect: { status: 'error', code: 'STATUS_CODE_OUT_OF_RANGE' }, source: 'RFC 9110 §15: status codes are three-digit integers from 100 to 599.' },
  ],
  limitations: [
    'Vendor codes outside the registry (nginx 444 and 499, Cloudflare 520–530, IIS 440, "509 Bandwidth Limit Exceeded") are reported as unregistered.',
    `The registry snapshot is dated ${REGISTRY_UPDATED}; later registrations need a new calculation version.`,
  ],
  compute({ code }) {
    // code is a whole number from 100 to 599 here: the input layer checked it.
    const entry = statusEntry(code);
    const cls = Math.floor(code / 100);
    if (!entry) {
      const below = STATUS_CODES.filter((e) => e.code < code).at(-1);
      const above = STATUS_CODES.find((e) => e.code > code);
      const nearest = [below, above].filter((e) => e !== undefined).map((e) => label(e.code));
      const sameClass = STATUS_CODES.filter((e) => Math.floor(e.code / 100) === cls).map((e) => e.code);
      return fail(
        'UNREGISTERED_STATUS_CODE',
        'code',
        `${code} is not assigned in the IANA HTTP Status Code registry; a client treats an unknown ${cls}xx code like ${cls}00 (RFC 9110 §15).`,
        `Nearest registered codes: ${nearest.join(' and ')}. Registered ${cls}xx codes: ${compactList(sameClass)}.`,
      );
    }
    const warnings: Warning[] = [];
    if (entry.registration === 'unused') warnings.push(warning('STATUS_CODE_UNUSED', `${code} is recorded as (Unused) in the registry: it is reserved and must not be sent.`, 'Pick an assigned code of the same class.'));
    if (entry.registration === 'obsoleted') warnings.push(warning('STATUS_CODE_OBSOLETED', `${code} ${entry.name} is marked OBSOLETED in the registry: its specification was moved to Historic.`, 'Do not use it in new protocols.'));
    if (entry.registration === 'temporary') warnings.push(warning('STATUS_CODE_TEMPORARY', `${code} is a temporary registration for an Internet-Draft (${entry.registryEntry}).`, 'Its meaning may change before the draft is published.', 'info'));
    if (code === 305) warnings.push(warning('STATUS_CODE_DEPRECATED', '305 Use Proxy is deprecated (RFC 9110 §15.4.6) because of security concerns with in-band proxy configuration.'));
    return ok(
      {
        code,
        name: entry.name,
        class: `${cls}xx`,
        className: CLASS_NAMES[cls],
        registryEntry: entry.registryEntry,
        reference: entry.reference,
        referenceUrl: entry.referenceUrl,
        registration: entry.registration,
        description: entry.description,
        heuristicallyCacheable: HEURISTICALLY_CACHEABLE.has(code),
      },
      { warnings, formatted: `${code} ${entry.name}` },
    );
  },
});
