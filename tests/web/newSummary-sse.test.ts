import { describe, expect, it } from 'vitest';
import { EventStreamReader } from '#src/features/newSummary/sse.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('EventStreamReader', () => {
  it('reads named events, joins data lines and skips keep-alive comments', () => {
    const reader = new EventStreamReader();
    const events = reader.push(
      bytes(': keep-alive\n\nevent: progress\ndata: {"a":1}\n\nevent: section\ndata: line one\ndata: line two\n\n'),
    );
    expect(events).toEqual([
      { event: 'progress', data: '{"a":1}' },
      { event: 'section', data: 'line one\nline two' },
    ]);
  });

  it('keeps an event split across chunks (and a character split across bytes) until it is whole', () => {
    const reader = new EventStreamReader();
    const whole = bytes('event: done\r\ndata: {"quote":"caf\u00e9"}\r\n\r\n');
    const cut = whole.indexOf(0xc3) + 1;
    expect(reader.push(whole.slice(0, cut))).toEqual([]);
    expect(reader.push(whole.slice(cut))).toEqual([{ event: 'done', data: '{"quote":"café"}' }]);
  });

  it('waits for the \\n after a \\r at the end of a chunk', () => {
    const reader = new EventStreamReader();
    expect(reader.push(bytes('data: x\r'))).toEqual([]);
    expect(reader.push(bytes('\n\r\n'))).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('an event without data is no event', () => {
    expect(new EventStreamReader().push(bytes('event: progress\n\n'))).toEqual([]);
  });
});
