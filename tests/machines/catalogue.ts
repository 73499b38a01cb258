/**
 * Every machine of the product, found by listing machines/*.machine.ts and taking each file's exported
 * machines: the Stately export, its freshness check and the path-model check go over this list, so a
 * new machine cannot be forgotten by any of them.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type AnyActorLogic,
  type AnyStateMachine,
  fromCallback,
  fromEventObservable,
  fromObservable,
  fromPromise,
  fromTransition,
  StateMachine,
} from 'xstate';

export interface CataloguedMachine {
  /** The machine's id, also the name of its export files (docs/machines/<name>.ts). */
  name: string;
  /** Repository path of the file that defines it, e.g. machines/auth.machine.ts. */
  file: string;
  machine: AnyStateMachine;
}

const MACHINES_DIR = fileURLToPath(new URL('../../machines', import.meta.url));

async function findMachines(): Promise<CataloguedMachine[]> {
  const files = readdirSync(MACHINES_DIR)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const found: CataloguedMachine[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(MACHINES_DIR, file)).href);
    const machines = Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine);
    if (machines.length === 0) throw new Error(`machines/${file} exports no machine`);
    for (const machine of machines) found.push({ name: machine.id, file: `machines/${basename(file)}`, machine });
  }
  const names = found.map((entry) => entry.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`two machines share the id ${repeated.join(', ')}`);
  return found;
}

export const catalogue: readonly CataloguedMachine[] = await findMachines();

export type LogicKind = 'machine' | 'promise' | 'callback' | 'observable' | 'eventObservable' | 'transition';

/** One logic of each kind: xstate tags none, but all logics of one kind share the creator's code. */
const references: ReadonlyArray<[LogicKind, AnyActorLogic]> = [
  ['promise', fromPromise(async () => undefined)],
  ['callback', fromCallback(() => {})],
  ['observable', fromObservable(() => ({ subscribe: () => ({ unsubscribe: () => {} }) }))],
  ['eventObservable', fromEventObservable(() => ({ subscribe: () => ({ unsubscribe: () => {} }) }))],
  ['transition', fromTransition((state) => state, {})],
];

const code = (logic: AnyActorLogic) => [logic.start, logic.transition, logic.getInitialSnapshot].map(String).join('\n');

type ActorImplementation = AnyStateMachine['implementations']['actors'][string];

/** The logic of an actor implementation (given alone or as `{ src, input }`). */
export function actorLogic(implementation: ActorImplementation | undefined): AnyActorLogic {
  if (!implementation) throw new Error('no actor implementation');
  return 'transition' in implementation ? implementation : implementation.src;
}

/** What kind of actor an implementation is (a child machine, a promise, a callback...). */
export function logicKind(implementation: ActorImplementation | undefined): LogicKind {
  const logic = actorLogic(implementation);
  if (logic instanceof StateMachine) return 'machine';
  const match = references.find(([, reference]) => code(reference) === code(logic));
  if (!match) throw new Error('an actor implementation of a kind xstate does not create');
  return match[0];
}

/**
 * The context a machine starts from, as its config defines it: the object itself, or what its context
 * function returns for `input`. Entry actions have not run (a started actor's context has them applied).
 */
export function initialContext(machine: AnyStateMachine, input: unknown): unknown {
  const context: unknown = machine.config.context;
  if (typeof context !== 'function') return context ?? {};
  const spawn = () => {
    throw new Error(`${machine.id}: a context that spawns actors has no initial value to show`);
  };
  try {
    return context({ input, spawn, self: undefined });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${machine.id}: its context function failed for the input ${JSON.stringify(input)} (${reason}); give the machine a path model with inputs in tests/machines/pathModels.ts`,
    );
  }
}
