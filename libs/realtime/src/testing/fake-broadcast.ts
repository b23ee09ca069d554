import type { BroadcastChannelLike } from '../shared/platform';

type MessageListener = (event: { data: unknown }) => void;

/** Copies a message as the browser does (JSON where the runtime has no `structuredClone`, e.g. jsdom). */
const copyOf = (message: unknown): unknown =>
  typeof structuredClone === 'function'
    ? structuredClone(message)
    : message === undefined
      ? undefined
      : JSON.parse(JSON.stringify(message));

/** One tab's view of a {@link FakeBroadcastBus}: opens channels, and `crash()` ends the tab. */
export interface FakeTabChannels {
  /** Opens a channel, as `new BroadcastChannel(name)` does. */
  open(name: string): BroadcastChannelLike;
  /** Ends the tab: its channels neither send nor receive any more. */
  crash(): void;
}

/** What a channel asks of its bus. */
interface Bus {
  deliver(from: FakeChannel, message: unknown): void;
  forget(channel: FakeChannel): void;
}

class FakeChannel implements BroadcastChannelLike {
  closed = false;
  private readonly listeners = new Set<MessageListener>();

  constructor(
    readonly name: string,
    private readonly bus: Bus,
  ) {}

  postMessage(message: unknown): void {
    if (this.closed) throw new Error('InvalidStateError: the channel is closed.');
    this.bus.deliver(this, message);
  }
  addEventListener(_type: 'message', listener: MessageListener): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: MessageListener): void {
    this.listeners.delete(listener);
  }
  close(): void {
    this.closed = true;
    this.bus.forget(this);
  }
  /** Runs the listeners with a message. */
  receive(data: unknown): void {
    if (this.closed) return;
    for (const listener of [...this.listeners]) listener({ data });
  }
}

/**
 * An in-memory `BroadcastChannel` for several fake tabs in one test: a message is copied (as the browser does) and delivered later, in order, to every other open channel of the same name, never to its sender.
 */
export class FakeBroadcastBus {
  /** Messages posted so far (copies), in order. */
  readonly posted: Array<{ channel: string; data: unknown }> = [];
  private readonly channels = new Set<FakeChannel>();
  private inFlight = 0;

  /** @param schedule Runs a delivery later; a 0 ms timeout by default. */
  constructor(private readonly schedule: (deliver: () => void) => void = (deliver) => void setTimeout(deliver, 0)) {}

  /** A tab's channels. */
  forTab(): FakeTabChannels {
    const mine = new Set<FakeChannel>();
    return {
      open: (name) => {
        const channel = new FakeChannel(name, {
          deliver: (from, message) => this.deliver(from, message),
          forget: (c) => this.channels.delete(c),
        });
        this.channels.add(channel);
        mine.add(channel);
        return channel;
      },
      crash: () => {
        for (const channel of mine) channel.close();
      },
    };
  }

  /** Messages not delivered yet. */
  get pending(): number {
    return this.inFlight;
  }

  /** Waits until every message posted (also those posted meanwhile) has been delivered and nothing more is posted. */
  async settle(): Promise<void> {
    for (let quiet = 0; quiet < 3; ) {
      await new Promise<void>((resolve) => this.schedule(resolve));
      quiet = this.inFlight === 0 ? quiet + 1 : 0;
    }
  }

  private deliver(from: FakeChannel, message: unknown): void {
    this.posted.push({ channel: from.name, data: copyOf(message) });
    for (const target of this.channels) {
      if (target === from || target.name !== from.name) continue;
      const copy = copyOf(message);
      this.inFlight++;
      this.schedule(() => {
        this.inFlight--;
        target.receive(copy);
      });
    }
  }
}
