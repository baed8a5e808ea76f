// Who a request counts as, and the bounded state behind per-client limits: the
// window counters (a bounded number of clients per window, the rest sharing one
// budget, everything dropped two windows later) and the listen-stream slots
// (per client, in all, and a reserve for clients holding none).
import { afterEach, describe, expect, it } from 'vitest';
import { clientKey, limitKey } from '../../api/client-key.ts';
import type { ApiRequest } from '../../api/http.ts';
import { ListenStreams } from '../../api/listen-streams.ts';
import { WindowCounters } from '../../api/window-counters.ts';

const request = (ip: string, forwarded?: string): ApiRequest => ({
  method: 'POST',
  path: '/api/v1/calc/ohms-law',
  query: '',
  ip,
  header: (name) => (name === 'x-forwarded-for' ? forwarded : undefined),
  body: async () => ({ ok: true, bytes: new Uint8Array() }),
});

describe('client keys', () => {
  afterEach(() => void delete process.env.TRUST_PROXY);

  it('count an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:DB8:0001:0002:0:0:0:7')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitKey('198.51.100.7')).toBe('198.51.100.7');
    // Different /64s are different clients.
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });

  it('believe X-Forwarded-For only from TRUST_PROXY, and never take an entry that is not an address as a client', () => {
    expect(clientKey(request('198.51.100.9', '203.0.113.5'))).toBe('198.51.100.9');
    process.env.TRUST_PROXY = 'loopback';
    expect(clientKey(request('127.0.0.1', '203.0.113.5'))).toBe('203.0.113.5');
    expect(clientKey(request('127.0.0.1', '2001:db8:5:6::99'))).toBe('2001:db8:5:6::/64');
    // Made-up identities: each would have had a budget of its own.
    for (const junk of ['attacker-1', 'unknown', '_hidden', '1.2.3', '203.0.113.5:80x']) expect(clientKey(request('127.0.0.1', junk)), junk).toBe('127.0.0.1');
    // Behind a chain of trusted proxies, the first address that is not one of them is the client.
    expect(clientKey(request('127.0.0.1', 'junk, 203.0.113.8, 127.0.0.2'))).toBe('203.0.113.8');
  });
});

describe('window counters', () => {
  const policy = { limit: 3, windowS: 60 };
  const t = (minute: number, s = 0) => (minute * 60 + s) * 1000;

  it('track at most maxClients per window; the others share one budget until the window ends', () => {
    const c = new WindowCounters(100);
    for (let i = 0; i < 100; i++) expect(c.check('rest', policy, `10.0.0.${i}`, 1, t(10)).overflow).toBe(false);
    // The table is full: new clients share a budget of 3, known ones keep their own.
    const shared = Array.from({ length: 5 }, (_, i) => c.check('rest', policy, `10.1.0.${i}`, 1, t(10, 1)));
    expect(shared.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(shared.every((d) => d.overflow)).toBe(true);
    expect(c.check('rest', policy, '10.0.0.7', 1, t(10, 2))).toMatchObject({ allowed: true, overflow: false });
    expect(c.size()).toBe(101);
    // Another bucket has its own table.
    expect(c.check('share', { limit: 3, windowS: 3600 }, '10.1.0.0', 1, t(10)).overflow).toBe(false);
  });

  it('drop a window as a whole once the window after it has ended', () => {
    const c = new WindowCounters(1000);
    for (let i = 0; i < 500; i++) c.check('rest', policy, `10.2.${i >> 8}.${i & 255}`, 1, t(20, 30));
    expect(c.size()).toBe(500);
    c.check('rest', policy, 'x', 1, t(21, 1)); // the previous window is still read
    expect(c.size()).toBe(501);
    c.check('rest', policy, 'x', 1, t(23, 0));
    expect(c.size()).toBe(1);
  });

  it('weight the previous window by its overlap and do not count refusals', () => {
    const c = new WindowCounters(10);
    for (let i = 0; i < 3; i++) expect(c.check('rest', policy, 'a', 1, t(30, 50)).allowed).toBe(true);
    expect(c.check('rest', policy, 'a', 1, t(30, 50)).allowed).toBe(false);
    // 30 s into the next minute, 3 × ½ = 1.5 of them still count: one more fits, the second does not.
    expect(c.check('rest', policy, 'a', 1, t(31, 30)).allowed).toBe(true);
    const refused = c.check('rest', policy, 'a', 1, t(31, 30));
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('listen stream slots', () => {
  const bounds = { perClient: 2, total: 6, reserve: 2, lifetimeMs: 300_000 };

  it('allow a few per client, keep a reserve for clients holding none, and say when to retry', () => {
    const s = new ListenStreams(bounds);
    const now = 1_000_000;
    const a = [s.open('a', 'w1', now), s.open('a', 'w2', now + 1000)];
    expect(a.every((g) => g.ok)).toBe(true);
    const third = s.open('a', 'w1', now + 2000);
    expect(third).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 298 });
    expect(s.open('b', 'w1', now).ok && s.open('c', 'w1', now).ok).toBe(true);
    // 4 of 6 taken, 2 free = the reserve: only a client holding none may take them.
    expect(s.open('b', 'w1', now)).toMatchObject({ ok: false, status: 503 });
    expect(s.open('d', 'w2', now).ok && s.open('e', 'w2', now).ok).toBe(true);
    expect(s.open('f', 'w2', now)).toMatchObject({ ok: false, status: 503, retryAfterSeconds: 300 });
    // Streams end, or their worker does: the slots come back.
    if (a[0].ok) s.close(a[0].id);
    expect(s.open('a', 'w1', now)).toMatchObject({ ok: false, status: 503 }); // a still holds one, and 1 free is in the reserve
    expect(s.open('g', 'w1', now).ok).toBe(true);
    s.releaseOwner('w2'); // a's second, d and e
    expect(s.count).toBe(3);
    expect(s.open('f', 'w1', now).ok && s.open('a', 'w1', now).ok).toBe(true);
  });
});
