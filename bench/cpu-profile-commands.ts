/**
 * The `cpu-profile-start` / `cpu-profile-stop` IPC commands of the benchmark child servers
 * (bench/http-server.ts, bench/payroll-server.ts): V8's sampling profiler through node:inspector,
 * so a profile covers only the window the parent chooses. Answers `{ profiling: true }` once
 * started and `{ profiled: file, cpuMicros }` (the process's user + system CPU over the window)
 * once the `.cpuprofile` is written.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * A message handler for the two commands; returns whether the message was one of them.
 * `samplingIntervalMicros`: V8's sampling interval (its default, ~1 ms, when omitted).
 */
export function cpuProfileCommands(samplingIntervalMicros?: number): (m: unknown) => boolean {
  let profiler: Session | null = null;
  let cpuAtStart = process.cpuUsage();
  return (m) => {
    const { cmd, file } = m as { cmd?: string; file?: string };
    if (cmd === 'cpu-profile-start') {
      const session = new Session();
      profiler = session;
      session.connect();
      void (async () => {
        await session.post('Profiler.enable');
        if (samplingIntervalMicros !== undefined) {
          await session.post('Profiler.setSamplingInterval', { interval: samplingIntervalMicros });
        }
        await session.post('Profiler.start');
        cpuAtStart = process.cpuUsage();
        process.send?.({ profiling: true });
      })();
      return true;
    }
    if (cmd === 'cpu-profile-stop' && profiler && file) {
      const session = profiler;
      void (async () => {
        const cpu = process.cpuUsage(cpuAtStart);
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        await writeFile(file, JSON.stringify(profile));
        process.send?.({ profiled: file, cpuMicros: cpu.user + cpu.system });
      })();
      return true;
    }
    return false;
  };
}
