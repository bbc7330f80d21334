import type { ServiceIdentifier } from 'inversify';

/** Severity of a log entry. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured context attached to a log entry. */
export type LogContext = Readonly<Record<string, unknown>>;

/** Logging as a port: core packages log through it and never call `console`. */
export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  error(message: string, context?: LogContext): void;
}

/** Container identifier of the `Logger`. */
export const Logger = Symbol.for('Logger') as ServiceIdentifier<Logger>;

/** One recorded entry of a `MemoryLogger`. */
export interface LogEntry {
  level: LogLevel;
  message: string;
  context: LogContext | undefined;
}

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Writes to the console at or above `minLevel` (default `info`). */
export class ConsoleLogger implements Logger {
  constructor(
    private readonly minLevel: LogLevel = 'info',
    private readonly sink: Pick<Console, LogLevel> = console,
  ) {}

  debug(message: string, context?: LogContext): void {
    this.write('debug', message, context);
  }
  info(message: string, context?: LogContext): void {
    this.write('info', message, context);
  }
  warn(message: string, context?: LogContext): void {
    this.write('warn', message, context);
  }
  error(message: string, context?: LogContext): void {
    this.write('error', message, context);
  }

  private write(level: LogLevel, message: string, context: LogContext | undefined): void {
    if (ORDER[level] < ORDER[this.minLevel]) return;
    if (context === undefined) this.sink[level](message);
    else this.sink[level](message, context);
  }
}

/** Keeps every entry in memory, for tests that assert what was logged. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  debug(message: string, context?: LogContext): void {
    this.entries.push({ level: 'debug', message, context });
  }
  info(message: string, context?: LogContext): void {
    this.entries.push({ level: 'info', message, context });
  }
  warn(message: string, context?: LogContext): void {
    this.entries.push({ level: 'warn', message, context });
  }
  error(message: string, context?: LogContext): void {
    this.entries.push({ level: 'error', message, context });
  }

  /** The messages logged at `level`. */
  messages(level: LogLevel): string[] {
    return this.entries.filter((entry) => entry.level === level).map((entry) => entry.message);
  }
}
