import { documentBootData, type BootData, type MemoryBootData } from '@kickoff/platform';

/**
 * The served page's boot data, read from its element on the first read, not when the container is
 * made (issue 20: parsing the configuration, the dictionary and the route's first feed answers was
 * a sixth of the container's task at 4x CPU; the language's step, the first reader, now parses it).
 */
export class PageBootData implements BootData {
  private parts: MemoryBootData | null = null;

  constructor(private readonly doc: Pick<Document, 'getElementById'>) {}

  take(part: string): unknown {
    return this.read().take(part);
  }

  has(part: string): boolean {
    return this.read().has(part);
  }

  private read(): MemoryBootData {
    this.parts ??= documentBootData(this.doc);
    return this.parts;
  }
}
