/**
 * The designers' copy (docs/machines/<name>.ts, `npm run machines:export`) is the machine: loaded as
 * the module Stately imports, it has the same states and transitions, the context the config defines,
 * child machines as machines, callbacks as callbacks, and guards that start true. Whether the files
 * are fresh is `npm run check:machines`.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, StateMachine } from 'xstate';
import { actorLogic, catalogue, initialContext, logicKind } from './catalogue.ts';
import { pathModels } from './pathModels.ts';

const withoutCode = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'function' ? undefined : inner)));

async function exported(name: string): Promise<AnyStateMachine> {
  const module: { machine?: unknown } = await import(pathToFileURL(join('docs/machines', `${name}.ts`)).href);
  if (!(module.machine instanceof StateMachine)) throw new Error(`docs/machines/${name}.ts exports no machine`);
  return module.machine;
}

const inputFor = (machine: AnyStateMachine) => pathModels.find((model) => model.machine === machine)?.inputs[0];

/** The exported machine and its source agree, child machines included. */
function expectSameMachine(copy: AnyStateMachine, source: AnyStateMachine) {
  expect(withoutCode(copy.definition)).toEqual(withoutCode(source.definition));
  expect(copy.config.context).toEqual(initialContext(source, inputFor(source)));
  const { actions, guards, actors, delays } = copy.implementations;
  expect(Object.keys(actions)).toEqual(Object.keys(source.implementations.actions));
  expect(Object.keys(guards)).toEqual(Object.keys(source.implementations.guards));
  expect(Object.keys(delays)).toEqual(Object.keys(source.implementations.delays));
  for (const [name, guard] of Object.entries(guards)) expect([name, (guard as () => boolean)()]).toEqual([name, true]);
  expect(Object.keys(actors)).toEqual(Object.keys(source.implementations.actors));
  for (const [name, logic] of Object.entries(source.implementations.actors)) {
    const copied = actors[name];
    expect([name, logicKind(copied)]).toEqual([name, logicKind(logic)]);
    const child = actorLogic(logic);
    if (child instanceof StateMachine) expectSameMachine(actorLogic(copied) as AnyStateMachine, child);
  }
}

describe.each(catalogue.map((entry) => [entry.name, entry] as const))('Stately export of %s', (name, entry) => {
  it('is the machine: states, transitions, initial context, implementations by name and kind', async () => {
    expectSameMachine(await exported(name), entry.machine);
  });

  it('starts with its stubs', async () => {
    const actor = createActor(await exported(name), { input: inputFor(entry.machine) });
    expect(() => actor.start()).not.toThrow();
    actor.stop();
  });
});

describe('Stately export details designers rely on', () => {
  it('exports the dashboard children as machines and the theme watcher as a callback', async () => {
    const dashboard = await exported('dashboard');
    const kinds = Object.fromEntries(
      Object.entries(dashboard.implementations.actors).map(([name, logic]) => [name, logicKind(logic)]),
    );
    expect(kinds).toMatchObject({
      summaries: 'machine',
      prompt: 'machine',
      planDialog: 'machine',
      loadAccount: 'promise',
    });
    expect(logicKind((await exported('theme')).implementations.actors.watchColorScheme)).toBe('callback');
  });

  it('shows the context before entry actions (payment verification has made no attempt yet)', async () => {
    expect((await exported('paymentVerification')).config.context).toMatchObject({ attempt: 0, progress: 0 });
  });
});
