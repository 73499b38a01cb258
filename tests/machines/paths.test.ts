import { describe, expect, it } from 'vitest';
import { pathModels } from './pathModels.ts';
import { replayPath } from './replay.ts';

describe.each(pathModels.map((model) => [model.name, model] as const))('paths of %s', (_name, model) => {
  const report = model.report();

  it('cover every state of the machine', () => {
    expect(report.states.missing).toEqual([]);
    expect(report.states.covered).toBe(report.states.total);
  });

  it('cover every transition of the machine', () => {
    expect(report.transitions.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('replay on a running actor exactly as generated', () => {
    const mismatches = report.paths.flatMap((path) => replayPath(model, path));
    expect(mismatches).toEqual([]);
  });
});
