/**
 * The Redis connection of a server process (`REDIS_URL`), used by the shared rate limit only. Set up
 * to fail fast rather than queue: a command while disconnected fails at once, one that gets no
 * answer within 500 ms fails then, so a request never waits on Redis longer than that (the rate
 * limit then counts in the process, rate-limit-store.ts). It reconnects by itself, forever.
 */
import { Redis } from 'ioredis';

/** Per-command time limit, ms. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Connects to `url`; waits up to `readyWithinMs` for the connection (a warning when it is not ready
 * by then — the server still starts and uses Redis once it answers). Close with `quit()`.
 */
export async function openRedis(
  url: string,
  warn: (msg: string) => void,
  readyWithinMs = 2_000,
): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Without a listener ioredis prints every connection error; the rate limit logs what matters.
  redis.on('error', () => undefined);
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), readyWithinMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) {
    warn('Redis at REDIS_URL is not reachable yet; the rate limit counts in each process until it is');
  }
  return redis;
}
