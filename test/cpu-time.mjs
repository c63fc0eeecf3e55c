// Linear-time guards measure the CPU time this process spent, not the wall clock: on a CI machine running other
// jobs (or the other test files, two to a core), the wall clock of a 200 ms parse reached 2.4 s and failed a guard
// whose quadratic case takes tens of seconds. A process's CPU time does not grow with its neighbours' load.

/** Milliseconds of CPU (user and system) this process spent since `since` (a process.cpuUsage() reading). */
export function cpuMsSince(since) {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

/** Runs synchronous `work` and returns its result with the CPU milliseconds it took. */
export function cpuTimed(work) {
  const since = process.cpuUsage();
  const result = work();
  return { result, ms: cpuMsSince(since) };
}
