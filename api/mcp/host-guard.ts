// DNS-rebinding protection for /mcp: a browser tricked into sending requests
// to this server carries the attacker's name in Host and Origin. When the
// server listens on loopback only loopback names are accepted; deployments
// behind a public name list theirs in ALLOWED_HOSTS (comma-separated).

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function configured(): Set<string> | null {
  const list = (process.env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? new Set(list) : null;
}

const boundToLoopback = () => LOOPBACK.has((process.env.HOST ?? '127.0.0.1').toLowerCase());

/** Host name without the port ("[::1]:4321" → "[::1]"). */
function hostname(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

function nameAllowed(name: string): boolean {
  const extra = configured();
  if (LOOPBACK.has(name)) return true;
  if (extra) return extra.has(name) || extra.has('*');
  return !boundToLoopback();
}

export function hostAllowed(host: string | undefined, origin: string | undefined): boolean {
  if (host && !nameAllowed(hostname(host))) return false;
  if (origin && origin !== 'null') {
    let name: string;
    try {
      name = new URL(origin).hostname.toLowerCase();
    } catch {
      return false;
    }
    if (name.includes(':') && !name.startsWith('[')) name = `[${name}]`;
    if (!nameAllowed(name) && !(host && hostname(host) === name)) return false;
  }
  return true;
}
