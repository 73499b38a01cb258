/**
 * The website's API actors, scripted. tests/web/paths/support/mocks.ts swaps every actor of the
 * app's actor modules (src/app/authActors.ts, src/features/<feature>/actors.ts) for one of these, so the
 * real route table runs with the real machines, views and browser effects, and only the calls are
 * fake: each call waits until the replay answers it (`answer`), or is answered at once by a rule for
 * calls the machine under test does not make (`answerAlways`).
 */
import { type AnyActorLogic, type AnyEventObject, fromPromise } from 'xstate';
import type { ToastParams } from '#machines/effects.ts';

type Answer = (input: unknown) => unknown;

interface Call {
  key: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  open: boolean;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function isActorLogic(value: unknown): value is AnyActorLogic {
  return typeof value === 'object' && value !== null && 'transition' in value && 'getInitialSnapshot' in value;
}

class ScriptedApi {
  private calls: Call[] = [];
  private rules = new Map<string, Answer>();
  private once = new Map<string, Answer[]>();
  /** Toasts raised since the last reset, in order (src/app/toast.ts is swapped for this record). */
  toasts: ToastParams[] = [];
  /** When set, the next toast throws instead (an effect that fails inside a machine). */
  failNextToast = false;

  reset(): void {
    for (const call of this.calls) call.open = false;
    this.calls = [];
    this.rules.clear();
    this.once.clear();
    this.toasts = [];
    this.failNextToast = false;
  }

  /** Every call of `module`.`name` is answered at once with what `answer` returns (or rejected with what it throws). */
  answerAlways(module: string, name: string, answer: Answer): void {
    this.rules.set(`${module}.${name}`, answer);
  }

  /** The next call of `module`.`name` only is answered by `answer`, before any rule. */
  answerNext(module: string, name: string, answer: Answer): void {
    const key = `${module}.${name}`;
    this.once.set(key, [...(this.once.get(key) ?? []), answer]);
  }

  /** The calls of `module`.`name` made so far, with their inputs. */
  inputs(module: string, name: string): unknown[] {
    return this.calls.filter((call) => call.key === `${module}.${name}`).map((call) => call.input);
  }

  /** Whether a call of `module`.`name` waits for its answer. */
  isWaiting(module: string, name: string): boolean {
    return this.calls.some((call) => call.open && call.key === `${module}.${name}`);
  }

  /**
   * Settles the latest waiting call the actor event names (`xstate.done.actor.X` resolves it with the
   * event's output, `xstate.error.actor.X` rejects it with the event's error). Fails when the screen
   * made no such call: the view did not start what the machine says it started.
   */
  answer(module: string, event: AnyEventObject): void {
    const done = event.type.startsWith(DONE);
    if (!done && !event.type.startsWith(ERROR)) throw new Error(`${event.type} is not an actor's answer`);
    const name = event.type.slice((done ? DONE : ERROR).length);
    const call = this.calls.findLast((candidate) => candidate.open && candidate.key === `${module}.${name}`);
    if (!call) throw new Error(`no ${module} call "${name}" is waiting for an answer (the screen never made it)`);
    call.open = false;
    if (done) call.resolve((event as { output?: unknown }).output);
    else call.reject((event as { error?: unknown }).error);
  }

  private actor(module: string, name: string): AnyActorLogic {
    const key = `${module}.${name}`;
    return fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const call: Call = { key, input, resolve, reject, open: true };
          this.calls.push(call);
          signal.addEventListener('abort', () => {
            call.open = false;
          });
          const rule = this.once.get(key)?.shift() ?? this.rules.get(key);
          if (!rule) return;
          call.open = false;
          Promise.resolve()
            .then(() => rule(input))
            .then(resolve, reject);
        }),
    );
  }

  /** A copy of an actor module whose every actor (in any exported object of actors) is scripted. */
  scriptModule<T extends Record<string, unknown>>(module: string, original: T): T {
    const scripted: Record<string, unknown> = { ...original };
    for (const [exportName, value] of Object.entries(original)) {
      if (typeof value !== 'object' || value === null) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, logic]) => isActorLogic(logic))) continue;
      scripted[exportName] = Object.fromEntries(entries.map(([name]) => [name, this.actor(module, name)]));
    }
    return scripted as T;
  }

  /** Stand-in for src/app/toast.ts showToast: records the toast (or throws when asked to). */
  showToast = (params: ToastParams): Promise<void> => {
    if (this.failNextToast) {
      this.failNextToast = false;
      throw new Error('toast failed');
    }
    this.toasts.push(params);
    return Promise.resolve();
  };
}

export const fakeApi = new ScriptedApi();
