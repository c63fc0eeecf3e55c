// The checks every HTTP request passes before it reaches MCP or the REST mirror: Host, Origin,
// bearer token (required off loopback, with failed attempts limited per client address), and a
// per-client rate limit.
import { createHash, timingSafeEqual } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import type { IncomingMessage } from 'node:http';

export interface GuardOptions {
  host: string;
  token?: string;
  /** Sustained requests per second per client; bursts up to twice as many. */
  rateLimit: number;
  /** Wrong or missing tokens a client address may send per window before it gets 429 (default 10). */
  authFailureLimit?: number;
  /** Length of that window in ms (default 60 s). */
  authFailureWindowMs?: number;
}

/** Off loopback the token is all that stands between the network and the workspace. */
export const MIN_TOKEN_LENGTH = 16;
export const AUTH_FAILURE_LIMIT = 10;
export const AUTH_FAILURE_WINDOW_MS = 60_000;

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
  // Off loopback a token is the only lock. On loopback one is asked for when set: other users and processes of this
  // machine reach a loopback port too (and the write tool over HTTP demands one, see run.ts).
  const tokenRequired = !isLoopbackHost(options.host) || options.token !== undefined;
  const expected = options.token ? digest(options.token) : undefined;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const capacity = options.rateLimit * 2;
  const failureLimit = options.authFailureLimit ?? AUTH_FAILURE_LIMIT;
  const failureWindow = options.authFailureWindowMs ?? AUTH_FAILURE_WINDOW_MS;
  // Per client address: failed authentications in the window that started at the first of them.
  const failures = new Map<string, { count: number; since: number }>();

  /** Milliseconds until the client may try again, or 0 when it is not locked out. */
  const lockedFor = (client: string, now: number): number => {
    const f = failures.get(client);
    if (!f) return 0;
    const ends = f.since + failureWindow;
    if (now >= ends) {
      failures.delete(client);
      return 0;
    }
    return f.count >= failureLimit ? ends - now : 0;
  };
  const fail = (client: string, now: number): void => {
    let f = failures.get(client);
    if (!f || now >= f.since + failureWindow) {
      if (!f && failures.size >= 10000) {
        // A flood of addresses must not grow memory without bound: drop expired windows first.
        for (const [c, e] of failures) if (now >= e.since + failureWindow) failures.delete(c);
        if (failures.size >= 10000) failures.clear();
      }
      f = { count: 0, since: now };
      failures.set(client, f);
    }
    f.count += 1;
  };

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
      // A browser that sends no Origin still says where the request came from: a page of another site is refused too.
      if (req.headers['sec-fetch-site'] === 'cross-site') {
        return { ok: false, status: 403, message: 'Cross-site requests from a browser are not allowed; only local pages and non-browser clients may call this server.' };
      }
      const client = req.socket.remoteAddress ?? 'unknown';
      if (tokenRequired) {
        // A locked-out address is refused before its token is even compared: otherwise guessing would go on.
        const now = Date.now();
        const wait = lockedFor(client, now);
        if (wait > 0) {
          return {
            ok: false,
            status: 429,
            message: `Too many failed authentications from this address (${failureLimit} in ${Math.round(failureWindow / 1000)} s); retry after ${Math.ceil(wait / 1000)} s with the right token.`,
            headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
          };
        }
        const auth = req.headers.authorization ?? '';
        const m = /^Bearer\s+(.+)$/i.exec(auth);
        if (!m || !expected || !timingSafeEqual(digest(m[1].trim()), expected)) {
          fail(client, now);
          return { ok: false, status: 401, message: 'Missing or wrong bearer token: send "Authorization: Bearer <ADR_LENS_TOKEN>".', headers: { 'www-authenticate': 'Bearer' } };
        }
      }
      if (!take(client)) {
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
