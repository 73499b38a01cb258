/**
 * Path generation and coverage for every machine, with xstate/graph (the successor of @xstate/test).
 * `createTestModel` refuses machines with `invoke`/`after`, so a TestModel is built directly and
 * actor completions, failures and timers are modelled as the events they really are
 * (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`).
 *
 * Paths = the shortest path to every reachable state, plus, for every transition those do not take,
 * the shortest path to a state where it fires extended by that one event. Coverage is measured on the
 * transitions XState actually takes (inspection `@xstate.microstep` events), eventless ones included.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  createActor,
  createEmptyActor,
  fromCallback,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, type StatePath, TestModel } from 'xstate/graph';

/** One list of concrete events per event type of the machine: a missing type fails to compile. */
export type EventFixtures<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]: ReadonlyArray<Extract<EventFromLogic<TMachine>, { type: K }>>;
};

export interface PathModelConfig<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One traversal per input (e.g. with and without a session id); default: no input. */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  events: EventFixtures<TMachine>;
  /** Abstraction of the context for state identity (keeps e.g. a 0..100 progress bar finite). */
  serializeContext?: (context: ContextFrom<TMachine>) => unknown;
  /**
   * Whether the product can produce this event in this state (a field that exists, a call that can
   * answer so): paths take no other step, so every generated path can be walked on the screens.
   */
  feasible?: (state: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
}

export interface ModelPath {
  input: unknown;
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
}

export interface Coverage {
  total: number;
  covered: number;
  missing: string[];
}

export interface PathReport {
  name: string;
  paths: ModelPath[];
  states: Coverage;
  transitions: Coverage;
}

export interface PathModel {
  name: string;
  machine: AnyStateMachine;
  /** The inputs paths start from (undefined when the machine takes none). */
  inputs: readonly unknown[];
  serialize: (snapshot: AnyMachineSnapshot) => string;
  report: () => PathReport;
}

/** A scope for pure `machine.transition` calls that records the transitions XState takes. */
function recordingScope(machine: AnyStateMachine, input: unknown) {
  const taken: AnyTransitionDefinition[] = [];
  // A child machine traversed alone tells this stand-in parent what it would tell its real one; the
  // child runs in its parent's system, so the inspector goes on the parent.
  const parent = createActor(
    fromCallback(() => {}),
    {
      inspect: (event) => {
        if (event.type === '@xstate.microstep') taken.push(...event._transitions);
      },
    },
  );
  const actor = createActor(machine, { input, parent });
  const scope: AnyActorScope = {
    self: actor,
    id: 'paths',
    sessionId: 'paths',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: actor.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
  return { scope, taken };
}

/**
 * The machine as xstate/graph walks it, its actor given a parent: a child machine started alone
 * (the plan dialog, the summaries list, a deletion) tells its parent with `sendParent`, which needs one.
 */
function withParent(machine: AnyStateMachine): AnyStateMachine {
  const self = createActor(
    fromCallback(() => {}),
    { parent: createEmptyActor() },
  );
  const scoped = (scope: AnyActorScope): AnyActorScope => ({ ...scope, self });
  return Object.assign(Object.create(machine) as AnyStateMachine, {
    transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) =>
      machine.transition(snapshot, event, scoped(scope)),
    getInitialSnapshot: (scope: AnyActorScope, input: unknown) => machine.getInitialSnapshot(scoped(scope), input),
  });
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  return typeof guard === 'object' && 'type' in guard ? ` [${String(guard.type)}]` : ' [guard]';
}

export function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => `#${node.id}`).join(', ') ?? '(stays)';
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  return `#${transition.source.id}: ${event}${guardName(transition)} -> ${targets}`;
}

export function definePathModel<TMachine extends AnyStateMachine>(
  name: string,
  config: PathModelConfig<TMachine>,
): PathModel {
  const machine: AnyStateMachine = config.machine;
  const fixtures: AnyEventObject[] = Object.values<ReadonlyArray<AnyEventObject>>(config.events).flat();
  const abstract = config.serializeContext ?? ((context: ContextFrom<TMachine>) => context);
  const serialize = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: abstract(snapshot.context) });

  const feasible = (config.feasible ?? (() => true)) as (state: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Every event the state listens to that the product can produce: the fixtures of its type; timers need no payload. */
  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypes(snapshot)
      .flatMap((type) => {
        const matching = fixtures.filter((event) => event.type === type);
        if (matching.length > 0) return matching;
        if (type.startsWith('xstate.after.')) return [{ type }];
        // A compound or parallel state's onDone: the machine raises it itself when its regions finish.
        if (type.startsWith('xstate.done.state.')) return [];
        throw new Error(`${name}: no fixture for event "${type}"`);
      })
      .filter((event) => feasible(snapshot, event));

  const inputs: readonly unknown[] = config.inputs ?? [undefined];
  const report = (): PathReport => {
    const covered = new Set<AnyTransitionDefinition>();
    const paths = withoutPrefixes(inputs.flatMap((input) => pathsFor(input, covered)));
    return {
      name,
      paths,
      states: stateCoverage(machine, paths, covered),
      transitions: transitionCoverage(machine, covered),
    };
  };

  /** Shortest paths from this input, then one extension per transition nothing has taken yet. */
  const pathsFor = (input: unknown, covered: Set<AnyTransitionDefinition>): ModelPath[] => {
    const model = new TestModel(withParent(machine), { input, serializeState: serialize, events: eventsFor });
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => toModelPath(path, input));
    const byState = new Map(shortest.map((path) => [serialize(lastState(path)), path]));
    const { scope, taken } = recordingScope(machine, input);
    machine.getInitialSnapshot(scope, input);
    const takenBy = (from: AnyMachineSnapshot, event: AnyEventObject) => {
      machine.transition(from, event, scope);
      return taken.splice(0);
    };
    for (const transition of taken.splice(0)) covered.add(transition);
    for (const path of shortest) {
      for (const [index, step] of path.steps.entries()) {
        const previous = path.steps[index - 1];
        if (previous) for (const transition of takenBy(previous.state, step.event)) covered.add(transition);
      }
    }
    const extensions: ModelPath[] = [];
    for (const [key, entry] of Object.entries(model.getAdjacencyMap())) {
      const edges = Object.values<{ event: AnyEventObject; state: AnyMachineSnapshot }>(entry.transitions);
      for (const { event, state } of edges) {
        const fresh = takenBy(entry.state, event).filter((transition) => !covered.has(transition));
        const head = byState.get(key);
        if (fresh.length === 0 || !head) continue;
        for (const transition of fresh) covered.add(transition);
        extensions.push({ input, steps: [...head.steps, { event, state }] });
      }
    }
    return [...shortest, ...extensions];
  };

  return { name, machine, inputs, serialize, report };
}

/** The state nodes and transitions one path's events walk from its start, eventless ones included. */
function pathFootprint(machine: AnyStateMachine, path: ModelPath): Set<AnyStateNode | AnyTransitionDefinition> {
  const { scope, taken } = recordingScope(machine, path.input);
  let current = machine.getInitialSnapshot(scope, path.input);
  const walked = new Set<AnyStateNode | AnyTransitionDefinition>();
  const walk = (transitions: AnyTransitionDefinition[]) => {
    // Eventless steps pass through states no snapshot rests in: their sources and targets count too.
    for (const transition of transitions) {
      walked.add(transition);
      walked.add(transition.source);
      for (const target of transition.target ?? []) walked.add(target);
    }
  };
  walk(taken.splice(0));
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) current = machine.transition(current, step.event, scope);
    walk(taken.splice(0));
    for (const node of current._nodes) walked.add(node);
  }
  return walked;
}

/**
 * The states a path's events lead to, computed afresh from its start. A path model whose context
 * abstraction merges states a guard tells apart stores snapshots its events do not lead to.
 */
export function concreteStates(machine: AnyStateMachine, path: ModelPath): AnyMachineSnapshot[] {
  const { scope } = recordingScope(machine, path.input);
  let current = machine.getInitialSnapshot(scope, path.input);
  return path.steps.map((step, index) => {
    if (index > 0) current = machine.transition(current, step.event, scope);
    return current;
  });
}

/**
 * The fewest paths (greedily: the one walking most of what is left first, then the shorter) that
 * together walk every state and transition the given paths walk: what a slow replay (the screens in
 * tests/web/paths) needs to cover the machine as fully as the whole set does.
 */
export function coveringPaths(machine: AnyStateMachine, paths: readonly ModelPath[]): ModelPath[] {
  const footprints = paths.map((path) => ({ path, walked: pathFootprint(machine, path) }));
  const left = new Set(footprints.flatMap(({ walked }) => [...walked]));
  const chosen: ModelPath[] = [];
  while (left.size > 0) {
    let best: (typeof footprints)[number] | undefined;
    let bestGain = 0;
    for (const candidate of footprints) {
      const gain = [...candidate.walked].filter((item) => left.has(item)).length;
      const shorter = best !== undefined && gain === bestGain && candidate.path.steps.length < best.path.steps.length;
      if (gain > bestGain || shorter) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    for (const item of best.walked) left.delete(item);
  }
  return chosen;
}

/** How many of the machine's states and transitions the paths walk, and which they miss. */
export function walkedCoverage(machine: AnyStateMachine, paths: readonly ModelPath[]) {
  const walked = new Set(paths.flatMap((path) => [...pathFootprint(machine, path)]));
  return {
    states: allStateNodes(machine)
      .filter((node) => !walked.has(node))
      .map((node) => `#${node.id}`),
    transitions: allTransitions(machine)
      .filter((transition) => !walked.has(transition))
      .map(describeTransition),
  };
}

function toModelPath(path: StatePath<AnyMachineSnapshot, AnyEventObject>, input: unknown): ModelPath {
  return { input, steps: path.steps.map((step) => ({ event: step.event, state: step.state })) };
}

function lastState(path: ModelPath): AnyMachineSnapshot {
  const last = path.steps.at(-1);
  if (!last) throw new Error('empty path');
  return last.state;
}

const eventKey = (path: ModelPath) => [
  JSON.stringify(path.input ?? null),
  ...path.steps.slice(1).map((step) => JSON.stringify(step.event)),
];

/** Drops paths whose event sequence is a prefix of a longer path's (the longer one walks them too). */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const keyed = paths.map((path) => ({ path, key: eventKey(path) })).sort((a, b) => b.key.length - a.key.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some(({ key }) => candidate.key.every((event, index) => key[index] === event));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map(({ path }) => path);
}

function stateCoverage(machine: AnyStateMachine, paths: ModelPath[], taken: Set<AnyTransitionDefinition>): Coverage {
  const seen = new Set<AnyStateNode>();
  for (const path of paths) for (const step of path.steps) for (const node of step.state._nodes) seen.add(node);
  for (const transition of taken) {
    seen.add(transition.source);
    for (const target of transition.target ?? []) seen.add(target);
  }
  const nodes = allStateNodes(machine);
  const missing = nodes.filter((node) => !seen.has(node)).map((node) => `#${node.id}`);
  return { total: nodes.length, covered: nodes.length - missing.length, missing };
}

function transitionCoverage(machine: AnyStateMachine, taken: Set<AnyTransitionDefinition>): Coverage {
  const transitions = allTransitions(machine);
  const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
  return { total: transitions.length, covered: transitions.length - missing.length, missing };
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

function compact(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 140 ? `${text.slice(0, 137)}...` : text;
}

function errorSummary(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const message = 'message' in error ? ` ${compact(error.message)}` : '';
    return `HTTP ${String(error.status)}${message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : compact(error);
}

/** An event in QA's words: a user action, a call's answer, or time passing. */
export function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (type.startsWith(DONE)) return `call "${type.slice(DONE.length)}" answers ${compact(payload.output)}`;
  if (type.startsWith(ERROR)) return `call "${type.slice(ERROR.length)}" fails: ${errorSummary(payload.error)}`;
  if (type.startsWith(AFTER)) return `wait "${type.slice(AFTER.length).split('.')[0]}"`;
  return Object.keys(payload).length > 0 ? `${type} ${compact(payload)}` : type;
}

/** One path as numbered, readable steps (for QA's browser tests). */
export function describePath(path: ModelPath): string[] {
  return path.steps.map((step, index) => {
    const what = index === 0 ? 'start' : describeEvent(step.event);
    return `${index}. ${what} => ${JSON.stringify(step.state.value)}`;
  });
}
