/**
 * A stand-in for the browser's EventSource (jsdom has none): tests read the URLs opened and push events.
 * Every instance is recorded in `FakeEventSource.opened`, newest last.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  static reset() {
    FakeEventSource.opened = [];
  }
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  /** The server sent `event` with `id` and JSON `data`. */
  emit(event: string, id: number, data: unknown = {}) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: String(id) }));
  }

  /** The connection dropped (network, server restart). */
  fail() {
    this.onerror?.(new Event('error'));
  }

  close() {
    this.closed = true;
  }
}
