// The checks every HTTP request passes before it reaches MCP or the REST mirror: Host, Origin,
// bearer token (required off loopback), and a per-client rate limit.
import { createHash, timingSafeEqual } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import type { IncomingMessage } from 'node:http';

export interface GuardOptions {
  host: string;
  token?: string;
  /** Sustained requests per second per client; bursts up to twice as many. */
  rateLimit: number;
}

export type GuardVerdict = { ok: true } | { ok: false; status: number; message: string; headers?: Record<string, string> };

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

export function isLoopbackHost(host: string): boolean {
  const h = stripBrackets(host).toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export function createGuard(options: GuardOptions) {
  const allowedHosts = new Set(LOOPBACK_NAMES);
  const bound = stripBrackets(options.host).toLowerCase();
  allowedHosts.add(bound);
  if (bound === '0.0.0.0' || bound === '::') {
    // Bound to every interface: the addresses clients may use are this machine's own.
    allowedHosts.add(hostname().toLowerCase());
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) allowedHosts.add(a.address.toLowerCase());
  }
  const tokenRequired = !isLoopbackHost(options.host);
  const expected = options.token ? digest(options.token) : undefined;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const capacity = options.rateLimit * 2;

  const take = (client: string): boolean => {
    const now = Date.now();
    let b = buckets.get(client);
    if (!b) {
      if (buckets.size > 10000) buckets.clear(); // a flood of addresses must not grow memory without bound
      b = { tokens: capacity, at: now };
      buckets.set(client, b);
    }
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) / 1000) * options.rateLimit);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };

  return {
    tokenRequired,
    check(req: IncomingMessage): GuardVerdict {
      const hostHeader = req.headers.host;
      const requestHost = hostHeader ? hostOf(hostHeader) : undefined;
      if (!requestHost || !allowedHosts.has(requestHost)) {
        return { ok: false, status: 403, message: `Host "${hostHeader ?? ''}" is not allowed; connect to ${LOOPBACK_NAMES[0]} or ${options.host} (DNS rebinding protection).` };
      }
      const origin = req.headers.origin;
      if (origin !== undefined && !isLocalOrigin(origin)) {
        return { ok: false, status: 403, message: `Origin "${origin}" is not allowed; only local origins (http://localhost, http://127.0.0.1) may call this server.` };
      }
      if (tokenRequired) {
        const auth = req.headers.authorization ?? '';
        const m = /^Bearer\s+(.+)$/i.exec(auth);
        if (!m || !expected || !timingSafeEqual(digest(m[1].trim()), expected)) {
          return { ok: false, status: 401, message: 'Missing or wrong bearer token: send "Authorization: Bearer <ADR_LENS_TOKEN>".', headers: { 'www-authenticate': 'Bearer' } };
        }
      }
      if (!take(req.socket.remoteAddress ?? 'unknown')) {
        return { ok: false, status: 429, message: `Too many requests; the limit is ${options.rateLimit} per second per client. Retry shortly.`, headers: { 'retry-after': '1' } };
      }
      return { ok: true };
    },
  };
}

// Hashing both sides gives equal-length buffers, which timingSafeEqual needs, without leaking the length.
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function stripBrackets(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1');
}

function hostOf(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(h);
  if (v6) return v6[1];
  return h.replace(/:\d+$/, '');
}

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
