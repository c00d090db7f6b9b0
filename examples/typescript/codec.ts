/**
 * Sequencer's payload codec, natively in TypeScript: the same keys and wire format as the Python codec
 * (sequencer/payload_codec.py), so a TypeScript client reads what Sequencer's workers wrote and writes
 * what they read, without calling the API's codec server.
 *
 * Keys: the seal key ring (SEQUENCER_SEAL_KEYS: comma-separated, newest first, each 32 random bytes in
 * URL-safe base64). Without it, the development ring: one key, SHA-256 of `<secret>:seal`, where the
 * secret is the oldest of SEQUENCER_SECRET's comma-separated secrets (default: the dev secret). Never
 * a ring key itself: each gives a payload key by HKDF-SHA256 (no salt, info `temporal-payloads`, 32
 * bytes), whose id is the first 8 hex digits of the payload key's SHA-256.
 *
 * Wire format of an encrypted payload: metadata `encoding: binary/encrypted` and
 * `encryption-key-id: <id>`; data `nonce (12 bytes) || AES-256-GCM(serialized original Payload) || tag
 * (16 bytes)`, the key id as associated data. The first key encrypts; every key decrypts (rotation: put
 * the new key first, keep the old one while a history that used it may be read). A payload that is not
 * encrypted passes through decoding unchanged.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Payload, PayloadCodec } from '@temporalio/common';
import proto from '@temporalio/proto';

export const ENCODING = 'binary/encrypted';
export const KEY_ID = 'encryption-key-id';
export const DEV_SECRET = 'sequencer-dev-secret-not-for-production';
const INFO = 'temporal-payloads';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const ProtoPayload = proto.temporal.api.common.v1.Payload;
const text = new TextEncoder();
const untext = new TextDecoder();

export class PayloadDecryptError extends Error {
  override name = 'PayloadDecryptError';
}

/** One seal key as SEQUENCER_SEAL_KEYS writes it: 32 bytes, URL-safe base64 with or without padding. */
export function decodeSealKey(key: string): Buffer {
  const raw = Buffer.from(key.trim(), 'base64url');
  if (raw.length !== 32) {
    throw new Error('a seal key is 32 random bytes in URL-safe base64 (`sequencer secrets new-key`)');
  }
  return raw;
}

/** The development ring's one key: SHA-256 of `<secret>:seal` (KeyRing.derived in sequencer/sealing.py). */
export function derivedSealKey(secret: string): Buffer {
  return createHash('sha256').update(`${secret}:seal`, 'utf8').digest();
}

/** The seal key ring a Sequencer process with this environment uses (Settings.key_ring). */
export function keyRingFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer[] {
  const keys = (env.SEQUENCER_SEAL_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k);
  if (keys.length) return keys.map(decodeSealKey);
  const secrets = (env.SEQUENCER_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s);
  return [derivedSealKey(secrets.length ? secrets[secrets.length - 1] : DEV_SECRET)];
}

/** The payload key of one ring key: HKDF-SHA256, never the seal key's own bytes. */
export function payloadKey(ringKey: Uint8Array): Buffer {
  // No salt: RFC 5869's default (32 zero bytes), as Python's HKDF(salt=None).
  return Buffer.from(hkdfSync('sha256', ringKey, Buffer.alloc(0), INFO, 32));
}

function keyId(key: Uint8Array): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The payload codec: encrypts under the ring's first key, decrypts under whichever key a payload
 * names, passes plain payloads through. */
export class PayloadCipher implements PayloadCodec {
  readonly currentKeyId: string;
  private readonly current: Buffer;
  private readonly byId: Map<string, Buffer>;

  constructor(ring: Uint8Array[]) {
    if (!ring.length) throw new Error('the key ring is empty');
    const keys = ring.map(payloadKey);
    this.current = keys[0];
    this.currentKeyId = keyId(keys[0]);
    this.byId = new Map(keys.map((k) => [keyId(k), k]));
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((p) => this.encrypt(p));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((p) => this.decrypt(p));
  }

  encrypt(payload: Payload): Payload {
    const nonce = randomBytes(NONCE_BYTES);
    const id = text.encode(this.currentKeyId);
    const cipher = createCipheriv('aes-256-gcm', this.current, nonce);
    cipher.setAAD(id);
    const plain = ProtoPayload.encode(payload).finish();
    const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return { metadata: { encoding: text.encode(ENCODING), [KEY_ID]: id }, data: sealed };
  }

  decrypt(payload: Payload): Payload {
    const encoding = payload.metadata?.encoding;
    if (!encoding || untext.decode(encoding) !== ENCODING) {
      return payload; // plain: a raw client's own JSON, or a history from before the codec
    }
    const idBytes = payload.metadata?.[KEY_ID] ?? new Uint8Array();
    const id = untext.decode(idBytes);
    const key = this.byId.get(id);
    if (!key) {
      throw new PayloadDecryptError(`no payload key '${id}' in the ring (was its seal key removed?)`);
    }
    const data = Buffer.from(payload.data ?? new Uint8Array());
    let plain: Buffer;
    try {
      if (data.length < NONCE_BYTES + TAG_BYTES) throw new Error('too short');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, NONCE_BYTES));
      decipher.setAAD(idBytes);
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      plain = Buffer.concat([decipher.update(data.subarray(NONCE_BYTES, data.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new PayloadDecryptError('an encrypted payload was altered or belongs elsewhere');
    }
    const decoded = ProtoPayload.decode(plain);
    return { metadata: decoded.metadata ?? {}, data: decoded.data ?? new Uint8Array() };
  }
}
