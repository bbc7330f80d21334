import { describe, expect, it } from 'vitest';
import { ConsoleLogger, MemoryLogger } from './logger';

describe('loggers', () => {
  it('ConsoleLogger drops entries under its level', () => {
    const lines: string[] = [];
    const sink = { debug: (m: string) => lines.push(`d:${m}`), info: (m: string) => lines.push(`i:${m}`), warn: (m: string) => lines.push(`w:${m}`), error: (m: string) => lines.push(`e:${m}`) };
    const logger = new ConsoleLogger('warn', sink);
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d', { code: 1 });
    expect(lines).toEqual(['w:c', 'e:d']);
  });

  it('MemoryLogger records by level', () => {
    const logger = new MemoryLogger();
    logger.info('x');
    logger.error('y', { id: 2 });
    expect(logger.messages('error')).toEqual(['y']);
    expect(logger.entries[1]?.context).toEqual({ id: 2 });
  });
});
