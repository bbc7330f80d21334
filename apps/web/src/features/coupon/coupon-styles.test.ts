import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = join(process.cwd(), 'src', 'features', 'coupon');
const source = (name: string) => readFileSync(join(here, name), 'utf8');

describe("the coupon panel's stylesheet (issue 20)", () => {
  it("carries the open bets' cash-out styles, so the panel's chunk brings no stylesheet of its own beside the one a served page links", () => {
    // a stylesheet a lazy chunk adds when it loads restyles and lays out the whole page
    expect(source('coupon.css')).toMatch(/^@import '\.\/cashout\.css';$/m);
    expect(source('CashoutList.tsx')).not.toMatch(/import '[^']*\.css'/);
    // the history page, the cash-out list's other reader, imports them itself
    expect(readFileSync(join(process.cwd(), 'src', 'areas', 'office', 'pages', 'HistoryPage.tsx'), 'utf8')).toContain("import '../../../features/coupon/cashout.css';");
  });
});
