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
  process.stderr.write(parts.join(' ') + '\n');
}
