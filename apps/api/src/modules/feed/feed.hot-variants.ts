/** How long a live list or delta variant (language and sport) counts as polled: its next answers are built when the feed changes. */
export const HOT_VARIANT_MS = 30_000;
/** The most variants of each kind built ahead (a bound on the work of one change). */
export const HOT_VARIANTS_MAX = 64;

/**
 * The live list and delta variants (language, sport) polled lately (issue 20): when the simulator
 * changes the feed, their next answers are built at once, from one read of the live list, and
 * compressed in both encodings before the pollers ask.
 */
export class HotVariants {
  private readonly asked = new Map<string, { language: string; sportId: number | undefined; atMs: number }>();

  constructor(private readonly now: () => number) {}

  /** A poll of this variant came. */
  note(language: string, sportId: number | undefined): void {
    const key = `${language}|${sportId ?? ''}`;
    const entry = this.asked.get(key);
    if (entry) {
      entry.atMs = this.now();
      return;
    }
    if (this.asked.size >= HOT_VARIANTS_MAX) this.forget(this.now());
    if (this.asked.size >= HOT_VARIANTS_MAX) return;
    this.asked.set(key, { language, sportId, atMs: this.now() });
  }

  /** The variants polled within `HOT_VARIANT_MS`, in the order they were first asked. */
  list(): Array<{ language: string; sportId: number | undefined }> {
    this.forget(this.now());
    return [...this.asked.values()].map(({ language, sportId }) => ({ language, sportId }));
  }

  private forget(now: number): void {
    for (const [key, entry] of this.asked) if (now - entry.atMs > HOT_VARIANT_MS) this.asked.delete(key);
  }
}
