/**
 * Bot moves for the table and the hint button. They are worked out in a web
 * worker; where the host cannot start one, on this thread instead.
 */
import type { BaseAction } from '../../../engine';
import { chooseBotActionNow, type BotRequest } from './bot-request';

type Reply = { id: number; action: BaseAction } | { id: number; error: string };

interface Pending {
  readonly request: BotRequest;
  readonly resolve: (action: BaseAction) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker | null {
  if (workerBroken) return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.action);
  };
  // A worker that cannot load fails as a whole: answer everything waiting here instead.
  worker.onerror = (event) => {
    event.preventDefault();
    workerBroken = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) answerHere(job);
  };
  return worker;
}

function answerHere(job: Pending): void {
  try {
    job.resolve(chooseBotActionNow(job.request));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function chooseBotAction(request: BotRequest): Promise<BaseAction> {
  return new Promise((resolve, reject) => {
    const job: Pending = { request, resolve, reject };
    const running = startWorker();
    if (!running) {
      answerHere(job);
      return;
    }
    const id = nextId++;
    pending.set(id, job);
    running.postMessage({ id, request });
  });
}

