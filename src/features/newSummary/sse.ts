/**
 * Server-sent events read from a fetch body: the `text/event-stream` format (WHATWG HTML, "Parsing an
 * event stream"). Fields `event` and `data` (several data lines are joined by new lines); comment lines
 * (`:`, the server's keep-alive) and other fields are skipped; a blank line ends an event.
 */
export type ServerSentEvent = { event: string; data: string };

export class EventStreamReader {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private readonly decoder = new TextDecoder();

  /** The events completed by this chunk of the body. */
  push(chunk: Uint8Array): ServerSentEvent[] {
    this.buffer += this.decoder.decode(chunk, { stream: true });
    const found: ServerSentEvent[] = [];
    let start = 0;
    for (;;) {
      const end = this.buffer.slice(start).search(/\r\n|\r|\n/);
      if (end < 0) break;
      const line = this.buffer.slice(start, start + end);
      const breakLength = this.buffer.startsWith('\r\n', start + end) ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (breakLength === 1 && this.buffer[start + end] === '\r' && start + end + 1 === this.buffer.length) break;
      start += end + breakLength;
      const event = this.line(line);
      if (event) found.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return found;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') {
      const complete = this.data.length > 0 ? { event: this.event || 'message', data: this.data.join('\n') } : null;
      this.event = '';
      this.data = [];
      return complete;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}
