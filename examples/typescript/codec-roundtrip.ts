/**
 * The TypeScript codec against another implementation (tests/e2e/test_typescript_client.py runs it
 * against Python's): reads `{"encode": [<JSON value>...], "decode": [<payload in protobuf JSON>...]}` on
 * stdin and writes `{"key_id": ..., "encoded": [<payload>...], "decoded": [<result>...]}`: each value
 * turned into a payload by the SDK's default converter and encrypted; each payload decrypted and read,
 * a result being `{"encoding", "value"}` or `{"error"}`. The key ring is the environment's, as
 * Sequencer's (SEQUENCER_SEAL_KEYS, else the dev key from SEQUENCER_SECRET).
 *
 *     echo '{"encode": [{"a": 1}], "decode": []}' | npx tsx codec-roundtrip.ts
 */
import { readFileSync } from 'node:fs';
import { defaultPayloadConverter } from '@temporalio/common';
import { keyRingFromEnv, PayloadCipher } from './codec.js';
import { fromJson, toJson, type JsonPayload } from './remote-codec.js';

const request = JSON.parse(readFileSync(0, 'utf8')) as { encode?: unknown[]; decode?: JsonPayload[] };
const cipher = new PayloadCipher(keyRingFromEnv());
const encoded = await cipher.encode((request.encode ?? []).map((v) => defaultPayloadConverter.toPayload(v)));
const decoded = (request.decode ?? []).map((p) => {
  try {
    const plain = cipher.decrypt(fromJson(p));
    const encoding = new TextDecoder().decode(plain.metadata?.encoding ?? new Uint8Array());
    return { encoding, value: defaultPayloadConverter.fromPayload(plain) };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message}` };
  }
});
process.stdout.write(JSON.stringify({ key_id: cipher.currentKeyId, encoded: encoded.map(toJson), decoded }) + '\n');
