/**
 * Replays a generated path against a running actor: every injected actor is a never-settling fake, the
 * clock is simulated, and each step's event (user action, actor outcome or timer) is sent as-is. After
 * every step the actor must be in the state the pure traversal predicted.
 */
import { type AnyStateMachine, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ModelPath, PathModel } from './pathCoverage.ts';

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

export function replayPath(model: PathModel, path: ModelPath): string[] {
  const machine: AnyStateMachine = model.machine;
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]));
  const actor = createActor(machine.provide({ actors }), { input: path.input, clock: new SimulatedClock() });
  const mismatches: string[] = [];
  actor.start();
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) actor.send(step.event);
    const actual = model.serialize(actor.getSnapshot());
    const expected = model.serialize(step.state);
    if (actual !== expected) mismatches.push(`step ${index} (${step.event.type}): expected ${expected}, got ${actual}`);
  }
  actor.stop();
  return mismatches;
}
