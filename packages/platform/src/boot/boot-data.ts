import type { ServiceIdentifier } from 'inversify';

/** The id of the `<script type="application/json">` element the server writes the boot data into (issue 20). */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * Data the served page carries for the app's first reads (issue 20: the first paint needs no call
 * chain): named parts, e.g. `config`, `dictionary:de`, `feed:menu:line`. Each part is given once:
 * the first reader takes it, and later reads go to the network as before (a part read twice would
 * hand out data the page has since replaced). Readers check a part's shape and fall back to their
 * call when it is absent or malformed.
 */
export interface BootData {
  /** The part's value, once; undefined when the page has none (or it was taken). */
  take(part: string): unknown;
  /** Whether the page still carries the part (not taken yet). */
  has(part: string): boolean;
}

/** Container identifier of `BootData`. */
export const BootData = Symbol.for('BootData') as ServiceIdentifier<BootData>;

/** Boot data held in memory: what tests give, or what the page's element held. */
export class MemoryBootData implements BootData {
  private readonly parts: Map<string, unknown>;

  constructor(parts: Readonly<Record<string, unknown>> = {}) {
    this.parts = new Map(Object.entries(parts));
  }

  take(part: string): unknown {
    const value = this.parts.get(part);
    this.parts.delete(part);
    return value;
  }

  has(part: string): boolean {
    return this.parts.has(part);
  }

  /** Sets a part (tests give what a served page would carry). */
  set(part: string, value: unknown): void {
    this.parts.set(part, value);
  }
}

/**
 * The parts of a boot data document's text: a JSON object of parts, else none (a missing element,
 * malformed JSON or another shape give an empty boot data, so every reader makes its call).
 */
export function parseBootData(text: string | null | undefined): MemoryBootData {
  if (!text) return new MemoryBootData();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return new MemoryBootData();
    return new MemoryBootData(parsed as Record<string, unknown>);
  } catch {
    return new MemoryBootData();
  }
}

/** The browser adapter: the page's boot data element, read once at start (its text is dropped with it). */
export function documentBootData(doc: Pick<Document, 'getElementById'>): MemoryBootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  const data = parseBootData(element?.textContent);
  element?.remove();
  return data;
}

/** A part's value when it is a plain object, else undefined (the readers' first shape check). */
export function bootRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
