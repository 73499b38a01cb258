import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { pathModels } from './pathModels.ts';

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
});

describe('path models', () => {
  it('exist for every machine in machines/', () => {
    const modelled = new Set(pathModels.map((model) => model.machine));
    expect(catalogue.filter((entry) => !modelled.has(entry.machine)).map((entry) => entry.file)).toEqual([]);
  });
});
