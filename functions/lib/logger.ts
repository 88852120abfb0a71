import { configureSync, getConsoleSink, getLogger, jsonLinesFormatter, type LogRecord, type Logger as LogTapeLogger } from '@logtape/logtape';

/** What the app logs through: a message and structured data; `with` adds data (a request id) to every line. */
export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  with(data: Record<string, unknown>): Logger;
}

/** Node: one JSON object per line on stdout/stderr. Workers: plain objects, which Workers Logs indexes by field. */
export type LogFormat = 'json-lines' | 'objects';

const CATEGORY = 'brand-archetype';
let configured = false;

const asObject = (record: LogRecord): readonly unknown[] => [
  { level: record.level, message: record.message.join(''), time: new Date(record.timestamp).toISOString(), ...record.properties },
];

/** The app's logger over LogTape (runs on Node and workerd alike); configured once per process or isolate. */
export function createLogger(format: LogFormat = 'json-lines'): Logger {
  if (!configured) {
    configured = true;
    configureSync({
      sinks: { console: getConsoleSink({ formatter: format === 'json-lines' ? jsonLinesFormatter : asObject }) },
      loggers: [
        { category: CATEGORY, lowestLevel: 'info', sinks: ['console'] },
        { category: ['logtape', 'meta'], lowestLevel: 'warning', sinks: ['console'] },
      ],
    });
  }
  return wrap(getLogger(CATEGORY));
}

/** The logger a runtime set up with createLogger, or none yet: for Astro's middleware, which cannot import the runtime. */
export function configuredLogger(): Logger | undefined {
  return configured ? wrap(getLogger(CATEGORY)) : undefined;
}

// LogTape reads {name} in a message as a placeholder; ours are plain text.
const literal = (message: string) => message.replaceAll('{', '{{').replaceAll('}', '}}');

function wrap(logger: LogTapeLogger): Logger {
  return {
    info: (message, data) => logger.info(literal(message), data ?? {}),
    warn: (message, data) => logger.warn(literal(message), data ?? {}),
    error: (message, data) => logger.error(literal(message), data ?? {}),
    with: (data) => wrap(logger.with(data)),
  };
}

/** Errors only, to stderr: for benchmarks and command-line tools whose output is their figures. */
export function quietLogger(context: Record<string, unknown> = {}): Logger {
  const skip = () => {};
  return {
    info: skip,
    warn: skip,
    error: (message, data) => console.error(message, { ...context, ...data }),
    with: (more) => quietLogger({ ...context, ...more }),
  };
}
