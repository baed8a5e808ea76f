// Who a request counts as, for every per-client limit: the TCP peer, or the
// address a proxy named in TRUST_PROXY forwarded (X-Forwarded-For). An IPv4
// address is one client; an IPv6 client is its /64, the block one subscriber
// line or host usually gets (anyone holding a /64 has 2^64 addresses, and each
// had a budget of its own). A forwarded entry that is not an address at all is
// no identity: the nearest hop that is an address answers for it.
import net from 'node:net';
import proxyaddr from 'proxy-addr';
import type { ApiRequest } from './http.ts';

export function clientKey(req: ApiRequest, trust = trustFromEnv()): string {
  return limitKey(trust ? forwardedClient(req, trust) : req.ip);
}

function forwardedClient(req: ApiRequest, trust: (addr: string, i: number) => boolean): string {
  const fake = { socket: { remoteAddress: req.ip }, connection: { remoteAddress: req.ip }, headers: { 'x-forwarded-for': req.header('x-forwarded-for') } };
  // From the peer outwards, up to the first address TRUST_PROXY does not name (or an entry that is not one).
  const chain = proxyaddr.all(fake as never, trust);
  for (let i = chain.length - 1; i >= 0; i--) if (net.isIP(chain[i])) return chain[i];
  return req.ip;
}

/** '203.0.113.7' → itself; '::ffff:203.0.113.7' → '203.0.113.7'; '2001:db8:1:2:aa::1' → '2001:db8:1:2::/64'. */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const bare = address.split('%')[0];
  const parts = (text: string) => (text ? text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = bare.split('::');
  const groups = tail === undefined ? parts(head) : [...parts(head), ...Array(8 - parts(head).length - parts(tail).length).fill('0'), ...parts(tail)];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

let trustCache: { value: string | undefined; fn: ReturnType<typeof proxyaddr.compile> | null } | undefined;
/** TRUST_PROXY: comma-separated proxy addresses/CIDRs or proxy-addr keywords (loopback, linklocal, uniquelocal). */
function trustFromEnv() {
  const value = process.env.TRUST_PROXY;
  if (!trustCache || trustCache.value !== value) {
    const list = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    trustCache = { value, fn: list.length ? proxyaddr.compile(list) : null };
  }
  return trustCache!.fn;
}
