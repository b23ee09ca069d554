import { LogLevel, type ILogger } from '@microsoft/signalr';

/** A logger that keeps every message, so a test can fail on an unexpected error. */
export class RecordingLogger implements ILogger {
  readonly messages: Array<{ level: LogLevel; message: string }> = [];

  log(level: LogLevel, message: string): void {
    this.messages.push({ level, message });
  }

  /** Messages at `Error` level or above. */
  get errors(): string[] {
    return this.messages.filter((m) => m.level >= LogLevel.Error).map((m) => m.message);
  }
}
