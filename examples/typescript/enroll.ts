/**
 * Sequencer through nothing but @temporalio/client (`make dev` running): enroll a contact with the
 * `enroll` update-with-start and get the enrollment (or the refusal) in the same call, retry it, read
 * `state`, send controls as updates and see their answers and rejections, exit, and read the result.
 *
 *     npm ci && npm run enroll            # or: npx tsx enroll.ts
 *
 * The codec: Sequencer's workers encrypt every payload, so the client needs Sequencer's codec. With
 * SEQUENCER_SEAL_KEYS set (or SEQUENCER_CODEC=native: the dev key, derived from SEQUENCER_SECRET or the
 * dev secret) it encrypts natively (codec.ts); otherwise it goes through the API's codec server with the
 * API key (remote-codec.ts). The HTTP calls only create a mailbox and a sequence to enroll into, and a
 * suppression to be refused by.
 *
 * Settings (environment, defaults for `make dev`): TEMPORAL_ADDRESS (127.0.0.1:7233),
 * TEMPORAL_NAMESPACE (default), SEQUENCER_TASK_QUEUE (sequencer), SEQUENCER_API_URL (http://127.0.0.1:8080),
 * SEQUENCER_API_KEY (else the dev key `make dev` wrote to .sequencer/dev-api-key, or
 * $SEQUENCER_DATA_DIR/dev-api-key, at the repository's root).
 *
 * It prints one line per step with run-specific values replaced (`<run>`: this run's suffix; ids shown
 * as `<id>`), so README.md can show the expected output; it exits 1 if Sequencer answers otherwise.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ApplicationFailure,
  Client,
  Connection,
  WithStartWorkflowOperation,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import type { PayloadCodec } from '@temporalio/common';
import { keyRingFromEnv, PayloadCipher } from './codec.js';
import { RemotePayloadCodec } from './remote-codec.js';

const env = process.env;
const TEMPORAL = env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233';
const NAMESPACE = env.TEMPORAL_NAMESPACE ?? 'default';
const TASK_QUEUE = env.SEQUENCER_TASK_QUEUE ?? 'sequencer';
const API = (env.SEQUENCER_API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The enroll update's answer (contracts/enrollment.py EnrollAnswer). */
interface EnrollAnswer {
  enrollment_id: string;
  workflow_id: string;
  run_id: string;
  contact_id: string;
  sequence: string;
  sequence_version: number;
  status: string;
  first_step: string | null;
  first_step_at: string | null;
}

/** A control update's answer (contracts/enrollment.py ControlAnswer). */
interface ControlAnswer {
  done: string;
  status: string;
  current_step: string | null;
  skipped: string | null;
  next_step: string | null;
  paused_until: string | null;
}

/** The `state` query's answer (docs/schemas/query-state.schema.json), the fields printed here. */
interface State {
  status: string;
  current_step: string | null;
  steps_sent: string[];
  next_action: { kind: string; step_id: string | null };
}

function apiKey(): string {
  if (env.SEQUENCER_API_KEY) return env.SEQUENCER_API_KEY.trim();
  const file = resolve(ROOT, env.SEQUENCER_DATA_DIR ?? '.sequencer', 'dev-api-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`no API key: set SEQUENCER_API_KEY, or run \`make dev\` (it writes ${file})`);
  }
}

function codec(key: string): { codec: PayloadCodec; label: string } {
  const mode = env.SEQUENCER_CODEC ?? (env.SEQUENCER_SEAL_KEYS ? 'native' : 'remote');
  if (mode === 'native') {
    return { codec: new PayloadCipher(keyRingFromEnv(env)), label: 'native (codec.ts, the seal key ring)' };
  }
  if (mode === 'remote') {
    return { codec: new RemotePayloadCodec(API, key, NAMESPACE), label: 'remote (the API codec server)' };
  }
  throw new Error(`SEQUENCER_CODEC is native or remote, not ${mode}`);
}

// This run's suffix of ids and addresses (SEQUENCER_EXAMPLE_RUN: fixed, for a test that checks them).
const run = env.SEQUENCER_EXAMPLE_RUN ?? randomUUID().slice(0, 6);
const ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/** Run-specific values out of a line, so the output reads the same on every run. */
function normal(text: string): string {
  return text.split(run).join('<run>').replace(ID, '<id>');
}
function say(line: string): void {
  console.log(normal(line));
}
let wrong = 0;
function expect(ok: boolean, what: string): void {
  if (!ok) {
    wrong += 1;
    say(`  UNEXPECTED: ${what}`);
  }
}

async function http(key: string, method: string, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** A refusal or rejection, as the caller gets it: the update failed, its cause names the type. */
function refusal(err: unknown): string {
  if (err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure) {
    return `WorkflowUpdateFailedError, cause ApplicationFailure ${err.cause.type}: ${err.cause.message}`;
  }
  throw err;
}

function typeOf(err: unknown): string | undefined {
  return err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure
    ? (err.cause.type ?? undefined)
    : undefined;
}

async function main(): Promise<number> {
  const key = apiKey();
  const { codec: payloadCodec, label } = codec(key);
  const connection = await Connection.connect({ address: TEMPORAL });
  const client = new Client({ connection, namespace: NAMESPACE, dataConverter: { payloadCodecs: [payloadCodec] } });
  say(`connected to Temporal (namespace ${NAMESPACE}, task queue ${TASK_QUEUE}); codec: ${label}`);

  // Over HTTP: a mailbox to send from, a sequence of three emails, and a suppressed address.
  const mailbox = `rep-${run}@acme.test`;
  const sequence = `intro-${run}`;
  await http(key, 'POST', '/v1/mailboxes', { email: mailbox, name: 'Riley Rep', timezone: 'Europe/Berlin' });
  const steps = [
    { id: 'hello', type: 'email', subject: 'Hi {{ contact.first_name }}', body: 'Quick idea.' },
    { id: 'bump', type: 'email', after: '3bd', reply_in_thread: true, body: 'Bumping this.' },
    { id: 'breakup', type: 'email', after: '5bd', reply_in_thread: true, body: 'Closing the loop.' },
  ];
  await http(key, 'POST', '/v1/sequences', { name: sequence, window: 'always', jitter: '0s', steps });
  const suppressed = `gone-${run}@x.test`;
  await http(key, 'POST', '/v1/suppressions', { email: suppressed, source: 'manual', note: 'example' });
  say(`over HTTP: mailbox ${mailbox}, sequence ${sequence} (hello, bump, breakup), suppressed ${suppressed}`);

  const dana = { email: `dana-${run}@x.test`, first_name: 'Dana', timezone: 'Europe/Berlin' };
  const enroll = (workflowId: string, contact: object): Promise<EnrollAnswer> =>
    client.workflow.executeUpdateWithStart<any, EnrollAnswer, []>('enroll', {
      startWorkflowOperation: new WithStartWorkflowOperation('EnrollmentWorkflow', {
        workflowId,
        taskQueue: TASK_QUEUE,
        workflowIdConflictPolicy: 'USE_EXISTING',
        args: [{ contact, sequence, mailbox }], // EnrollmentStart (docs/temporal-client.md)
      }),
    });

  // 1. Enroll: the answer comes back in the same call.
  const workflowId = `ts-${run}`;
  const answer = await enroll(workflowId, dana);
  const due = answer.first_step_at ? Date.parse(answer.first_step_at) - Date.now() : NaN;
  const when = due <= 60_000 ? 'now' : `at ${answer.first_step_at}`;
  say(
    `enroll ${answer.workflow_id}: ${answer.status}, sequence ${answer.sequence} v${answer.sequence_version}, ` +
      `first step ${answer.first_step} due ${when}; enrollment ${answer.enrollment_id}, contact ${answer.contact_id}`,
  );
  expect(answer.workflow_id === workflowId && answer.status === 'active', 'an active enrollment of this id');

  // 2. The same call again (a retry after a timeout, say): the same enrollment, nothing sent twice.
  const again = await enroll(workflowId, dana);
  const same = again.enrollment_id === answer.enrollment_id && again.run_id === answer.run_id;
  say(`enroll ${workflowId} again: ${same ? 'the same enrollment (same enrollment id and run id)' : 'ANOTHER one'}`);
  expect(same, 'a retry answers the same enrollment');

  // 3. Refusals arrive in the same call, typed.
  for (const [what, id, contact] of [
    ['the same contact under another id', `ts-${run}-twice`, dana],
    ['a suppressed address', `ts-${run}-gone`, { email: suppressed, first_name: 'Gil' }],
  ] as const) {
    try {
      await enroll(id, contact);
      say(`enroll ${what}: NOT refused`);
      wrong += 1;
    } catch (err) {
      say(`enroll ${what} (${id}): refused, ${refusal(err)}`);
    }
  }

  // 4. The `state` query (decoded by the codec): the first email goes out within seconds.
  const handle: WorkflowHandle = client.workflow.getHandle(workflowId);
  let state = await handle.query<State>('state');
  for (let i = 0; i < 150 && !state.steps_sent.includes('hello'); i += 1) {
    await new Promise((r) => setTimeout(r, 200));
    state = await handle.query<State>('state');
  }
  say(
    `state: ${state.status}, sent [${state.steps_sent.join(', ')}], ` +
      `next ${state.next_action.kind} ${state.next_action.step_id ?? ''}`.trimEnd(),
  );
  expect(state.steps_sent.includes('hello'), 'the first email sent');

  // 5. Controls as updates: each answers what it did, or is rejected before anything is written.
  const control = async (name: string, payload?: object): Promise<ControlAnswer | undefined> => {
    const shown = payload === undefined ? name : `${name} ${JSON.stringify(payload)}`;
    try {
      const done =
        payload === undefined
          ? await handle.executeUpdate<ControlAnswer, []>(name)
          : await handle.executeUpdate<ControlAnswer, [object]>(name, { args: [payload] });
      const extra = [
        done.current_step && `current step ${done.current_step}`,
        done.skipped && !done.done.includes(done.skipped) && `skipped ${done.skipped}`,
        done.next_step && `next step ${done.next_step}`,
        done.paused_until && `paused until ${done.paused_until}`,
      ].filter(Boolean);
      say(`${shown}: ${done.done}; status ${done.status}${extra.length ? `, ${extra.join(', ')}` : ''}`);
      return done;
    } catch (err) {
      say(`${shown}: rejected, ${refusal(err)}`);
      rejected.push(typeOf(err) ?? '?');
      return undefined;
    }
  };
  const rejected: string[] = [];
  const paused = await control('pause', {});
  expect(paused?.status === 'paused', 'pause answers status paused');
  const resumed = await control('resume');
  expect(resumed?.status === 'active', 'resume answers status active');
  await control('resume');
  await control('skip', { step_id: 'not-a-step' });
  await control('pause', { until: 'someday' });
  expect(
    JSON.stringify(rejected) === JSON.stringify(['NotPaused', 'NotOnStep', 'InvalidInput']),
    'the rejections NotPaused, NotOnStep, InvalidInput',
  );
  const skipped = await control('skip', { step_id: 'bump' });
  expect(skipped?.skipped === 'bump' && skipped?.next_step === 'breakup', 'skip bump goes on to breakup');
  const exited = await control('exit', { reason: 'done with the example' });
  expect(exited?.status === 'exited', 'exit answers status exited');

  // 6. The result.
  const result = (await handle.result()) as { status: string; reason?: string | null };
  say(`result: ${result.status}${result.reason ? ` (${result.reason})` : ''}`);
  expect(result.status === 'exited', 'the run ended exited');
  say(`see it at http://127.0.0.1:8233/namespaces/${NAMESPACE}/workflows/${workflowId}`);
  await connection.close();
  return wrong ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
