// Preloaded with `node -r` when /usr/bin/time is missing: on exit, writes this process's peak RSS
// (process.resourceUsage().maxRSS, KiB, the kernel's own high-water mark) to $ADR_LENS_BENCH_RSS_FILE.
'use strict';
const file = process.env.ADR_LENS_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      require('node:fs').writeFileSync(file, String(process.resourceUsage().maxRSS));
    } catch {
      // a probe must never change the measured program's behaviour
    }
  });
}
