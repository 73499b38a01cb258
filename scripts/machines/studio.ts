/**
 * One machine as designers get it: a `createMachine({...})` module for Stately Studio's "Import from
 * code" (child machines come along as machines, callbacks as callbacks, promises as promises; guards
 * are switches that start true) and a JSON file with the resolved definition, for review and diffs.
 */
import type { AnyStateMachine } from 'xstate';
import {
  actorLogic,
  type CataloguedMachine,
  initialContext,
  type LogicKind,
  logicKind,
} from '#tests/machines/catalogue.ts';
import { allTransitions, describeTransition } from '#tests/machines/pathCoverage.ts';
import { propertyKey, toSource } from './source.ts';

/** What the designer's copy runs for each actor kind instead of the app's implementation. */
const STUBS: Record<Exclude<LogicKind, 'machine'>, { creator: string; stub: string }> = {
  promise: { creator: 'fromPromise', stub: 'fromPromise(async () => undefined)' },
  callback: { creator: 'fromCallback', stub: 'fromCallback(() => () => {})' },
  observable: {
    creator: 'fromObservable',
    stub: 'fromObservable(() => ({ subscribe: () => ({ unsubscribe() {} }) }))',
  },
  eventObservable: {
    creator: 'fromEventObservable',
    stub: 'fromEventObservable(() => ({ subscribe: () => ({ unsubscribe() {} }) }))',
  },
  transition: { creator: 'fromTransition', stub: 'fromTransition((state) => state, {})' },
};

/** Functions under these keys compute a value from context and event at run time: code, not structure. */
const MAPPERS = new Set(['input', 'output', 'params']);

function isPlainData(value: object): boolean {
  return Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));
}

/** The config as plain data; an inline implementation fails the export instead of vanishing from it. */
function plain(value: unknown, path: string[]): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (typeof value === 'function' || !isPlainData(value)) {
    const key = path.findLast((part) => !/^\d+$/.test(part)) ?? '';
    if (MAPPERS.has(key)) return undefined;
    throw new Error(`${path.join('.')} is an inline implementation: name it in setup() so designers see it`);
  }
  if (Array.isArray(value)) return value.map((item, index) => plain(item, [...path, String(index)]));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, [...path, key])]));
}

function designConfig(machine: AnyStateMachine, context: unknown): unknown {
  const { context: _defined, ...config } = machine.config as Record<string, unknown>;
  const { id, initial, ...rest } = plain(config, [machine.id]) as Record<string, unknown>;
  return { id, initial, context, ...rest };
}

/** One implementations group (`actions: {...}`) at the module's indentation. */
function group(key: string, lines: string[]): string[] {
  if (lines.length === 0) return [`    ${key}: {},`];
  return [`    ${key}: {`, ...lines.map((line) => `      ${line}`), '    },'];
}

function guardLines(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards).flatMap((name) => {
    const uses = allTransitions(machine)
      .map(describeTransition)
      .filter((text) => text.includes(`[${name}]`));
    const notes = uses.length > 0 ? uses : ['checked inside an action'];
    return [...notes.map((note) => `// ${note}`), `${propertyKey(name)}: () => true,`];
  });
}

function delayLines(delays: Record<string, unknown>): string[] {
  return Object.entries(delays).flatMap(([key, delay]) =>
    typeof delay === 'number'
      ? [`${propertyKey(key)}: ${delay},`]
      : ['// computed from context by the machine at run time', `${propertyKey(key)}: 0,`],
  );
}

export interface Designed {
  ts: string;
  json: string;
}

/** Both files of one catalogued machine; `inputFor` gives the input a context function is shown for. */
export function designFiles(entry: CataloguedMachine, inputFor: (machine: AnyStateMachine) => unknown): Designed {
  const creators = new Set(['createMachine']);
  const constNames = new Map<AnyStateMachine, string>();
  const blocks: string[] = [];

  const actorSource = (implementation: AnyStateMachine['implementations']['actors'][string]): string => {
    const kind = logicKind(implementation);
    if (kind === 'machine') return emit(actorLogic(implementation) as AnyStateMachine, false);
    creators.add(STUBS[kind].creator);
    return STUBS[kind].stub;
  };

  const emit = (machine: AnyStateMachine, isRoot: boolean): string => {
    const known = constNames.get(machine);
    if (known) return known;
    const name = isRoot ? 'machine' : `${machine.id}Machine`;
    constNames.set(machine, name);
    const { actions, actors, delays } = machine.implementations;
    const actorLines = Object.entries(actors).map(([key, logic]) => `${propertyKey(key)}: ${actorSource(logic)},`);
    const config = designConfig(machine, initialContext(machine, inputFor(machine)));
    blocks.push(
      [
        `${isRoot ? 'export ' : ''}const ${name} = createMachine(`,
        `  ${toSource(config, '  ')},`,
        '  {',
        ...group(
          'actions',
          Object.keys(actions).map((key) => `${propertyKey(key)}: () => {},`),
        ),
        ...group('guards', guardLines(machine)),
        ...group('actors', actorLines),
        ...group('delays', delayLines(delays)),
        '  },',
        ');',
      ].join('\n'),
    );
    return name;
  };

  emit(entry.machine, true);
  const input = inputFor(entry.machine);
  const header = [
    `// Generated by \`npm run machines:export\` from ${entry.file}. Do not edit: change the machine and rerun it.`,
    '// Stately Studio: "Import from code", paste this file; child machines come along as machines of their own.',
    `// Context: the machine's own initial context${input === undefined ? '' : ` for the input ${JSON.stringify(input)}`}, before any entry action.`,
    '// Guards are switches: each answers true, so a list of guarded transitions takes its first branch;',
    '// set one to `() => false` to walk the next. Actions and actors are stubs: the real ones live in',
    '// machines/ and in the app.',
    `import { ${[...creators].sort().join(', ')} } from 'xstate';`,
  ];
  return { ts: `${[...header, '', blocks.join('\n\n')].join('\n')}\n`, json: designJson(entry.machine, inputFor) };
}

function designJson(machine: AnyStateMachine, inputFor: (machine: AnyStateMachine) => unknown): string {
  const definition: unknown = JSON.parse(
    JSON.stringify(machine.definition, (_key, value: unknown) => (typeof value === 'function' ? undefined : value)),
  );
  const { actions, guards, actors, delays } = machine.implementations;
  const implementations = {
    actors: Object.fromEntries(
      Object.entries(actors).map(([key, logic]) => {
        const kind = logicKind(logic);
        return [key, kind === 'machine' ? { kind, id: (actorLogic(logic) as AnyStateMachine).id } : { kind }];
      }),
    ),
    actions: Object.keys(actions),
    guards: Object.keys(guards),
    delays: Object.fromEntries(
      Object.entries(delays).map(([key, delay]) => [key, typeof delay === 'number' ? delay : null]),
    ),
  };
  const context = initialContext(machine, inputFor(machine));
  return `${JSON.stringify({ ...(definition as object), context, implementations }, null, 2)}\n`;
}
