/**
 * A small read-through cache for the authentication hot path: each entry lives for the TTL in force
 * when it was loaded (ms, read from `ttlMs()` then), at most `max` entries (the oldest loaded goes
 * first). A load that was under way when {@link ExpiringCache.delete} or {@link ExpiringCache.clear}
 * ran is returned to its caller but not kept, so a change notified while a request was reading the
 * old row never stays cached (decision 0012).
 */
export class ExpiringCache<K, V> {
  private readonly map = new Map<K, { value: V; until: number }>();
  /** Bumped by every delete and clear: a load that saw another generation is not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: () => number,
    private readonly max = 10_000,
  ) {}

  /** The cached value of `key`, or `load()`'s (then kept for the TTL). @throws what `load` throws. */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit && Date.now() < hit.until) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      this.map.delete(key);
      if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as K);
      this.map.set(key, { value, until: Date.now() + this.ttlMs() });
    }
    return value;
  }

  /** Forgets `key` (and discards loads under way). */
  delete(key: K): void {
    this.generation++;
    this.map.delete(key);
  }

  /** Forgets everything (and discards loads under way). */
  clear(): void {
    this.generation++;
    this.map.clear();
  }
}
