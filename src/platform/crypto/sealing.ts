/**
 * Sealing of sensitive values at rest (bank account numbers, Social Security numbers): AES-256-GCM
 * (node:crypto) with a random 96-bit IV per value and the 128-bit tag, under a 256-bit key from
 * `PAYCLOCK_ENCRYPTION_KEY` (64 hex characters or base64 of 32 bytes). A sealed value is the text
 * `v1:<key id>:<base64(iv ‖ tag ‖ ciphertext)>`; the key id (first 8 hex digits of SHA-256 of the
 * key) lets a rotated deployment read values sealed under `PAYCLOCK_ENCRYPTION_KEY_PREVIOUS` while
 * it seals new ones under the current key (docs/operations.md, "Encryption key").
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Seals and opens sensitive text. */
export interface Sealer {
  /** Encrypts `plain`; every call gives a different text. */
  seal(plain: string): string;
  /** Decrypts a value from {@link seal} under the current or a previous key. @throws on tampering or an unknown key. */
  open(sealed: string): string;
}

/** Parses a 256-bit key written as 64 hex characters or base64; null when it is neither. */
export function parseEncryptionKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  const b = Buffer.from(t, 'base64');
  return b.length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(t) ? b : null;
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** A sealer sealing under `key` and opening under `key` or any of `previous`. */
export function createSealer(key: Buffer, previous: Buffer[] = []): Sealer {
  const keys = new Map([key, ...previous].map((k) => [keyId(k), k] as const));
  const currentId = keyId(key);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${currentId}:${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64')}`;
    },
    open(sealed) {
      const [version, id, data] = sealed.split(':');
      const k = id === undefined ? undefined : keys.get(id);
      if (version !== 'v1' || !k || data === undefined) {
        throw new Error(`sealed value under an unknown key ${id ?? '?'}`);
      }
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** File of the embedded default key inside DATA_DIR. */
export const KEY_FILE = '.payclock-encryption-key';

/**
 * The embedded default: the key stored in `DATA_DIR/.payclock-encryption-key` (mode 0600),
 * generated on first use. `warn` is told when a key is generated (back it up; prefer
 * PAYCLOCK_ENCRYPTION_KEY in production).
 */
export function loadOrCreateKeyFile(dataDir: string, warn: (msg: string) => void): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const key = parseEncryptionKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 256-bit key (64 hex characters)`);
    return key;
  }
  const key = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  warn(
    `Generated an encryption key for sensitive data in ${file}. Back it up apart from the data, ` +
      'or set PAYCLOCK_ENCRYPTION_KEY (docs/operations.md).',
  );
  return key;
}
