// Original prose for the generated benchmark corpus: a seeded PRNG and a small grammar of
// architecture-decision sentences. Nothing here is copied from real records; the point is
// realistic *shape* (length, lists, tables, code fences), not realistic content.

/** mulberry32: tiny, fast, and identical on every platform, so the corpus is byte-for-byte reproducible. */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, k) => {
    const copy = list.slice();
    const out = [];
    while (out.length < k && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}

export const TECH = [
  'PostgreSQL', 'SQLite', 'Redis', 'Kafka', 'RabbitMQ', 'NATS', 'gRPC', 'GraphQL', 'OpenAPI', 'OpenTelemetry',
  'Prometheus', 'Terraform', 'Kubernetes', 'Nomad', 'esbuild', 'Vite', 'Rust', 'Go', 'TypeScript', 'Kotlin',
  'DuckDB', 'ClickHouse', 'S3-compatible object storage', 'Temporal', 'Argo CD', 'Envoy', 'Caddy', 'Vault',
  'Keycloak', 'OAuth 2.1 device flow', 'WebAssembly', 'htmx', 'React Server Components', 'Tailwind', 'pnpm workspaces',
  'Bazel', 'Nix', 'SQLx', 'Prisma', 'Drizzle', 'Elasticsearch', 'Meilisearch', 'Tantivy', 'MinIO', 'Fly.io',
  'Cloudflare Workers', 'AWS Lambda', 'Step Functions', 'EventBridge', 'Debezium', 'Protobuf', 'Avro', 'JSON Schema',
];

export const CONCERNS = [
  'session storage', 'event delivery', 'the billing ledger', 'the search index', 'feature flags', 'audit logging',
  'runtime configuration', 'background jobs', 'schema migrations', 'API versioning', 'secrets management',
  'rate limiting', 'response caching', 'user authentication', 'distributed tracing', 'report generation',
  'file uploads', 'tenant isolation', 'email notifications', 'webhook retries', 'the plugin system',
  'offline sync', 'the build pipeline', 'release tagging', 'dependency updates', 'error reporting',
  'access control', 'data retention', 'the public SDK', 'metrics aggregation', 'image thumbnails',
  'the admin console', 'CLI distribution', 'load shedding', 'the import wizard', 'geo routing',
];

export const COMPONENTS = [
  'billing', 'accounts', 'catalog', 'checkout', 'gateway', 'ingest', 'notifier', 'reporting', 'scheduler',
  'search', 'storage', 'sync', 'auth', 'admin', 'analytics', 'inventory', 'pricing', 'ledger', 'webhooks', 'exports',
];

const BENEFITS = [
  'predictable tail latency', 'a smaller operational surface', 'first-class tooling in every editor we use',
  'transactional guarantees we currently hand-roll', 'a mature ecosystem of client libraries',
  'cheaper horizontal scaling', 'reproducible builds across laptops and CI', 'a clear upgrade path',
  'fewer moving parts in production', 'better observability out of the box', 'strong typing at the boundary',
  'simpler local development', 'an audit trail without extra code', 'back-pressure handled by the platform',
];

const COSTS = [
  'a migration period where both systems run side by side', 'retraining for the on-call rotation',
  'one more managed service on the bill', 'a rewrite of the integration tests', 'slower cold starts',
  'vendor lock-in that we accept knowingly', 'a larger container image', 'learning a new query language',
  'losing some ad-hoc flexibility', 'more careful capacity planning', 'an extra hop on the hot path',
  'stricter review of schema changes', 'a breaking change for two internal consumers',
];

const METRICS = [
  ['p99 latency', 'ms'], ['queue depth', 'messages'], ['cold start', 'ms'], ['monthly cost', 'USD'],
  ['build time', 's'], ['error rate', '%'], ['memory per pod', 'MB'], ['throughput', 'req/s'],
];

const SENTENCES = [
  (r, c) => `The ${c.component} team currently relies on ${c.old} for ${c.concern}, which has become hard to operate as traffic grows.`,
  (r, c) => { const [m, unit] = r.pick(METRICS); return `We measured ${m} at ${r.int(12, 900)} ${unit} under peak load, well above the budget agreed with product.`; },
  (r, c) => `${c.tech} gives us ${r.pick(BENEFITS)}, but it also means ${r.pick(COSTS)}.`,
  (r, c) => `Three incidents last quarter traced back to ${c.concern}; each needed manual intervention from the ${c.component} on-call.`,
  (r, c) => `Nobody on the team objects to ${c.tech} in principle; the open question was how much of ${c.concern} should move at once.`,
  (r, c) => `A spike in the ${c.component} service showed that ${c.tech} handles ${r.int(2, 40)}x the current load on a single node.`,
  (r, c) => `Keeping ${c.old} would avoid ${r.pick(COSTS)}, yet it leaves ${c.concern} without ${r.pick(BENEFITS)}.`,
  (r, c) => `The decision is reversible: ${c.concern} sits behind an interface in the ${c.component} module, so swapping the backing technology touches one adapter.`,
  (r, c) => `Security review asked that ${c.concern} never store credentials in plain text, which rules out the simplest setup.`,
  (r, c) => `We will revisit this when ${c.component} passes ${r.int(2, 50)} million records or when the team doubles.`,
  (r, c) => `Operations prefers ${c.tech} because it is already running in two other environments and has a runbook.`,
  (r, c) => `The prototype on branch \`spike/${c.component}-${r.int(1, 99)}\` took ${r.int(2, 9)} days and surfaced no blocking issue.`,
  (r, c) => `Consumers of ${c.concern} must not notice the change; the wire format stays the same during the transition.`,
  (r, c) => `Cost estimates put ${c.tech} at roughly ${r.int(80, 2400)} USD per month for our projected volume.`,
  (r, c) => `Documentation for ${c.tech} is thorough, and the community answers questions quickly.`,
  (r, c) => `Rolling back means restoring the previous ${c.component} deployment and replaying ${r.int(1, 48)} hours of events.`,
  (r, c) => `We considered writing our own solution for ${c.concern} and rejected it: the maintenance burden outweighs the fit.`,
  (r, c) => `Every new service that touches ${c.concern} follows this decision unless a later record says otherwise.`,
  (r, c) => `Load tests run nightly against a staging copy of ${c.component}, so regressions show up within a day.`,
  (r, c) => `Two teams depend on ${c.concern} today, and both signed off on the migration plan below.`,
];

export const FIRST_NAMES = [
  'Ada', 'Bruno', 'Chioma', 'Dmitri', 'Elena', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas', 'Keiko', 'Luis',
  'Maren', 'Nikhil', 'Olu', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zoltan',
];
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVWZ';

export function people(r, k) {
  return Array.from({ length: k }, () => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_INITIALS.split(''))}.`);
}

export const TAGS = ['backend', 'frontend', 'data', 'security', 'infra', 'ops', 'api', 'testing', 'performance', 'cost', 'dx', 'compliance'];

/** The theme of one record: what is decided about what. */
export function topic(r) {
  const tech = r.pick(TECH);
  let old = r.pick(TECH);
  if (old === tech) old = 'an in-house solution';
  return { tech, old, concern: r.pick(CONCERNS), component: r.pick(COMPONENTS) };
}

export function titleFor(r, c) {
  const shapes = [
    () => `Use ${c.tech} for ${c.concern}`,
    () => `Adopt ${c.tech} in the ${c.component} service`,
    () => `Replace ${c.old} with ${c.tech} for ${c.concern}`,
    () => `Keep ${c.concern} inside the ${c.component} module`,
    () => `Move ${c.concern} behind a versioned interface`,
    () => `Run ${c.concern} on ${c.tech}`,
    () => `Split ${c.component} ${c.concern} into its own service`,
    () => `Standardise ${c.concern} across services`,
  ];
  return r.pick(shapes)();
}

export function sentence(r, c) {
  return r.pick(SENTENCES)(r, c);
}

/** Distinct sentences: real prose does not repeat itself within a paragraph. */
function sentences(r, c, k) {
  return r.sample(SENTENCES, k).map((make) => make(r, c));
}

export function paragraph(r, c, min = 2, max = 5) {
  return sentences(r, c, r.int(min, max)).join(' ');
}

export function bulletList(r, c, marker = '-', min = 2, max = 5) {
  return sentences(r, c, r.int(min, max)).map((s) => `${marker} ${s}`).join('\n');
}

export function prosCons(r, marker = '*') {
  const lines = [];
  for (let i = r.int(1, 3); i > 0; i--) lines.push(`${marker} Good, because it brings ${r.pick(BENEFITS)}`);
  for (let i = r.int(1, 2); i > 0; i--) lines.push(`${marker} Bad, because it requires ${r.pick(COSTS)}`);
  return lines.join('\n');
}

export function optionsTable(r, c) {
  const options = [c.tech, c.old, r.pick(TECH)];
  const grade = () => r.pick(['low', 'medium', 'high']);
  const rows = options.map((o) => `| ${o} | ${r.int(2, 400)} ms | ${grade()} | ${grade()} |`);
  return ['| Option | p99 latency | Operating cost | Team familiarity |', '|---|---|---|---|', ...rows].join('\n');
}

export function codeFence(r, c) {
  const kind = r.int(0, 2);
  if (kind === 0) {
    return ['```yaml', `${c.component}:`, `  backend: ${c.tech.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      `  timeoutMs: ${r.int(100, 5000)}`, `  retries: ${r.int(0, 5)}`, '```'].join('\n');
  }
  if (kind === 1) {
    return ['```ts', `export interface ${cap(c.component)}Port {`, `  load(id: string): Promise<${cap(c.component)}Record | undefined>;`,
      `  save(record: ${cap(c.component)}Record): Promise<void>;`, '}', '```'].join('\n');
  }
  return ['```sh', `make ${c.component}-migrate ENV=staging`, `./scripts/verify-${c.component}.sh --since ${r.int(1, 30)}d`, '```'].join('\n');
}

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function slugify(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '');
}
