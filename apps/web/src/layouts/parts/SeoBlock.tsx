import { connectSeoBlock, SeoPageService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useService } from '../../app/di';

/**
 * The SEO text block under the content (document 000 §2; hidden by routes that say so), with the
 * page's SEO content from the API (document 001 §3 "SEO content: style, content").
 */
export const SeoBlock = observer(function SeoBlock() {
  const view = connectSeoBlock(useService(SeoPageService), true);
  if (!view.visible) return null;
  return (
    <aside className={`seo-block seo-block--${view.style}`} data-testid="seo-block">
      {view.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </aside>
  );
});
