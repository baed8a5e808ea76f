// DNS-rebinding protection for /mcp. A server listening on loopback accepts
// only loopback names and addresses in Host and Origin: localhost, any address
// of 127.0.0.0/8, ::1, and IPv4-mapped forms such as ::ffff:127.0.0.1 (matched
// as addresses, not as spellings). Deployments behind a public name list
// theirs in ALLOWED_HOSTS (comma-separated host names). A server bound to a
// public address without ALLOWED_HOSTS accepts any Host, since it cannot know
// its public names.
import net from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

const loopbackAddresses = new net.BlockList();
loopbackAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackAddresses.addAddress('::1', 'ipv6');

/** True for loopback addresses however they are written (127.0.0.2, [::1], ::ffff:127.0.0.1, ::ffff:7f00:1). */
export function isLoopbackAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  const family = net.isIP(a);
  if (family === 4) return loopbackAddresses.check(a, 'ipv4');
  if (family !== 6) return false;
  if (loopbackAddresses.check(a, 'ipv6')) return true;
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) is its IPv4 address.
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/.exec(a)?.[1];
  if (!mapped) return false;
  if (net.isIPv4(mapped)) return loopbackAddresses.check(mapped, 'ipv4');
  const words = mapped.split(':');
  return words.length === 2 && parseInt(words[0], 16) >> 8 === 127;
}

let cached: { key: string; names: Set<string> | null } | undefined;

/** Host names accepted for this process's ALLOWED_HOSTS and HOST, or null for any (computed once per setting). */
function allowedNames(env = process.env): Set<string> | null {
  const key = `${env.ALLOWED_HOSTS ?? ''}|${env.HOST ?? ''}`;
  if (cached?.key !== key) {
    const extra = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
    const bindsLoopback = LOOPBACK_NAMES.has((env.HOST ?? '127.0.0.1').toLowerCase()) || isLoopbackAddress(env.HOST ?? '127.0.0.1');
    cached = { key, names: extra.length || bindsLoopback ? new Set([...LOOPBACK_NAMES, ...extra]) : null };
  }
  return cached.names;
}

/** The host name of a Host header (port and IPv6 brackets removed), or null when it is not a valid authority. */
function hostnameOf(authority: string): string | null {
  if (!authority || /[\s/?#@\\]/.test(authority)) return null;
  try {
    return new URL(`http://${authority}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

function originHostname(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/^\[|\]$/g, '').toLowerCase() : null;
  } catch {
    return null;
  }
}

export type GuardVerdict = { ok: true } | { ok: false; status: 400 | 403; message: string };

/** Verdicts by Host and Origin: a client sends the same pair on every request (bounded; emptied when full or when the setting changes). */
const verdicts = new Map<string, GuardVerdict>();
let verdictsFor: Set<string> | null | undefined;

/** Whether Host and Origin are acceptable: 400 for a Host that is not a host at all, 403 for one that is not ours. */
export function checkHostAndOrigin(host: string | undefined, origin: string | undefined): GuardVerdict {
  const allowed = allowedNames();
  if (verdictsFor !== allowed || verdicts.size >= 256) {
    verdicts.clear();
    verdictsFor = allowed;
  }
  // Header values hold no line breaks, so '\n' marks an absent one.
  const key = `${host ?? '\n'}\n${origin ?? '\n'}`;
  let verdict = verdicts.get(key);
  if (!verdict) verdicts.set(key, (verdict = judge(allowed, host, origin)));
  return verdict;
}

function judge(allowed: Set<string> | null, host: string | undefined, origin: string | undefined): GuardVerdict {
  const name = host === undefined ? null : hostnameOf(host);
  if (host !== undefined && name === null) return { ok: false, status: 400, message: 'Bad Request: the Host header is malformed.' };
  if (!allowed) return { ok: true };
  const accepted = (n: string) => allowed.has(n) || isLoopbackAddress(n);
  if (name === null) return { ok: false, status: 403, message: 'Forbidden (DNS rebinding protection): the Host header is missing.' };
  if (!accepted(name)) return { ok: false, status: 403, message: `Forbidden (DNS rebinding protection): Host ${JSON.stringify(name.slice(0, 100))} is not allowed.` };
  if (origin === undefined) return { ok: true };
  const from = originHostname(origin);
  if (from === null || !accepted(from)) return { ok: false, status: 403, message: `Forbidden (DNS rebinding protection): Origin ${JSON.stringify(origin.slice(0, 100))} is not allowed.` };
  return { ok: true };
}
