// Preloaded with `node -r` when /usr/bin/time is missing: on exit, writes this process's peak RSS
// (process.resourceUsage().maxRSS, KiB, the kernel's own high-water mark) and CPU time to $ADR_LENS_BENCH_RSS_FILE.
'use strict';
const file = process.env.ADR_LENS_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      const u = process.resourceUsage();
      // same shape as GNU time -f '%M %U %S': KiB, user seconds, system seconds
      require('node:fs').writeFileSync(file, `${u.maxRSS} ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6}`);
    } catch {
      // a probe must never change the measured program's behaviour
    }
  });
}
