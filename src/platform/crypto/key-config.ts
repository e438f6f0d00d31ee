/**
 * The sealer of a configured deployment: `PAYCLOCK_ENCRYPTION_KEY` (and earlier keys for reading
 * from `PAYCLOCK_ENCRYPTION_KEY_PREVIOUS`), else the default key file in DATA_DIR, generated with
 * a warning on first start.
 */
import type { Config } from '../../config/env.js';
import { createSealer, loadOrCreateKeyFile, parseEncryptionKey, type Sealer } from './sealing.js';

/** Builds the {@link Sealer} of `config`; `warn` receives the first-start key notice. */
export function sealerFromConfig(
  config: Pick<Config, 'encryptionKey' | 'previousEncryptionKeys' | 'dataDir'>,
  warn: (msg: string) => void,
): Sealer {
  const previous = config.previousEncryptionKeys.map((k) => parseEncryptionKey(k)!);
  const key = config.encryptionKey
    ? parseEncryptionKey(config.encryptionKey)!
    : loadOrCreateKeyFile(config.dataDir, warn);
  return createSealer(key, previous);
}
