import type { AdBlockBait, AdBlockProbe } from '@kickoff/shell-core';

/** Class names ad blockers hide; a bait element with them reveals a blocker. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads';

/** shell-core's `AdBlockProbe` over the page: an off-screen bait element. */
export class DomAdBlockProbe implements AdBlockProbe {
  constructor(private readonly document: () => Document) {}

  plant(): AdBlockBait {
    const page = this.document();
    const bait = page.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
    page.body.append(bait);
    return {
      isHidden: () => {
        const style = page.defaultView?.getComputedStyle(bait);
        return bait.offsetHeight === 0 || style?.display === 'none' || style?.visibility === 'hidden';
      },
      remove: () => bait.remove(),
    };
  }
}
