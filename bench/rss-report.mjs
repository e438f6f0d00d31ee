// Preloaded (`node --import`) into a process the bench measures but does not own the code of (the
// CLI): samples its RSS every 10 ms and, at exit, writes `{"peakRssBytes","maxRssBytes"}` (the
// sampled peak and the kernel's maxRSS, bytes) to the file named by BENCH_RSS_FILE.
import fs from 'node:fs';

const out = process.env.BENCH_RSS_FILE;
let peak = process.memoryUsage.rss();
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 10);
timer.unref();
process.on('exit', () => {
  if (!out) return;
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  fs.writeFileSync(out, JSON.stringify({ peakRssBytes: peak, maxRssBytes }));
});
