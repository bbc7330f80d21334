import { describe, expect, it } from 'vitest';
import { renderProviderPage } from './payments.provider';

describe("the demo provider's hosted page", () => {
  it('names its own (empty) icon, so the browser asks the server for no /favicon.ico (a 404 and a console error on the payer’s page)', () => {
    const html = renderProviderPage(null);
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html.indexOf('<link rel="icon"')).toBeLessThan(html.indexOf('</head>'));
  });
});
