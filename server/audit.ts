// One line per tool call on stderr: which tool, how long, how it ended. Never arguments or document text.
export type AuditOutcome = 'ok' | 'error' | 'invalid';

export interface AuditEntry {
  tool: string;
  ms: number;
  outcome: AuditOutcome;
  via: 'mcp' | 'rest';
  client?: string;
  session?: string;
}

export type AuditLog = (entry: AuditEntry) => void;

export function stderrAudit(entry: AuditEntry): void {
  const parts = [`audit tool=${entry.tool}`, `ms=${entry.ms.toFixed(1)}`, `outcome=${entry.outcome}`, `via=${entry.via}`];
  if (entry.client) parts.push(`client=${entry.client}`);
  if (entry.session) parts.push(`session=${entry.session.slice(0, 8)}`);
  pending.push(parts.join(' ') + '\n');
  if (pending.length === 1) setImmediate(flushAudit);
}

/**
 * Lines not yet written. The line is logged as the call ends, before its answer is sent; stderr to a pipe is a
 * synchronous write on Linux, so writing it then put a system call (and, on a busy machine, the reader's turn) in
 * every answer's way. Written after the answers of the same turn instead, and at exit whatever is left.
 */
const pending: string[] = [];

function flushAudit(): void {
  if (pending.length === 0) return;
  const text = pending.join('');
  pending.length = 0;
  process.stderr.write(text);
}

process.once('exit', flushAudit);
