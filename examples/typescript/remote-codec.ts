/**
 * Sequencer's payload codec through the API's codec server, for a client that holds an admin API key
 * rather than the seal keys: Temporal's codec-server protocol, as the Web UI and `temporal --codec-endpoint`
 * speak it. `POST {api}/codec/encode` and `/codec/decode` with `{"payloads": [...]}` in protobuf JSON
 * (metadata values and data in base64), `Authorization: Bearer <admin key>`, the namespace in
 * `X-Namespace` (api/codec_routes.py).
 */
import type { Payload, PayloadCodec } from '@temporalio/common';

/** A payload in protobuf JSON, as the codec server (and `temporal` CLI's --output json) write it. */
export interface JsonPayload {
  metadata?: Record<string, string>;
  data?: string;
}

export function toJson(payload: Payload): JsonPayload {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload.metadata ?? {})) {
    if (value) metadata[key] = Buffer.from(value).toString('base64');
  }
  return { metadata, data: Buffer.from(payload.data ?? new Uint8Array()).toString('base64') };
}

export function fromJson(payload: JsonPayload): Payload {
  const metadata: Record<string, Uint8Array> = {};
  for (const [key, value] of Object.entries(payload.metadata ?? {})) {
    metadata[key] = new Uint8Array(Buffer.from(value, 'base64'));
  }
  return { metadata, data: new Uint8Array(Buffer.from(payload.data ?? '', 'base64')) };
}

export class RemoteCodecError extends Error {
  override name = 'RemoteCodecError';
}

export class RemotePayloadCodec implements PayloadCodec {
  private readonly base: string;

  /** `api`: the API's base URL (http://127.0.0.1:8080 under `make dev`); `apiKey`: an admin key. */
  constructor(
    api: string,
    private readonly apiKey: string,
    private readonly namespace = 'default',
  ) {
    this.base = api.replace(/\/+$/, '');
  }

  encode(payloads: Payload[]): Promise<Payload[]> {
    return this.call('encode', payloads);
  }

  decode(payloads: Payload[]): Promise<Payload[]> {
    return this.call('decode', payloads);
  }

  private async call(direction: 'encode' | 'decode', payloads: Payload[]): Promise<Payload[]> {
    if (!payloads.length) return [];
    const answer = await fetch(`${this.base}/codec/${direction}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        'Content-Type': 'application/json',
        'X-Namespace': this.namespace,
      },
      body: JSON.stringify({ payloads: payloads.map(toJson) }),
    });
    if (!answer.ok) {
      throw new RemoteCodecError(`codec server ${direction}: HTTP ${answer.status} ${await answer.text()}`);
    }
    const body = (await answer.json()) as { payloads?: JsonPayload[] };
    return (body.payloads ?? []).map(fromJson);
  }
}
