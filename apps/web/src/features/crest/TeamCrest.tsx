import { crestOf } from '@kickoff/catalog-core';
import { useId } from 'react';

/**
 * A team's generated crest (issue 18: team logos, document 001 §3 isTeamLogosInCoupon): catalog-core's
 * `crestOf` decides shape, colours, pattern and initials from the name; this draws it as inline SVG
 * (no image is fetched). Decorative: the team's name is always written beside it.
 */
export function TeamCrest({ name, size = 20 }: { name: string; size?: number }) {
  const crest = crestOf(name);
  const clipId = `crest-${useId().replace(/:/g, '')}`;
  return (
    <svg className="team-crest" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-testid="team-crest" data-crest={crest.key}>
      <defs>
        <clipPath id={clipId}>
          <path d={crest.path} />
        </clipPath>
      </defs>
      <path d={crest.path} fill={crest.primary} />
      {crest.patternRect ? <rect {...crest.patternRect} fill={crest.secondary} clipPath={`url(#${clipId})`} /> : null}
      <path d={crest.path} fill="none" stroke="rgba(0, 0, 0, 0.35)" strokeWidth="1" />
      <text x="16" y="17" textAnchor="middle" dominantBaseline="central" fontSize={crest.initials.length > 1 ? 11 : 14} fontWeight="700" fill={crest.ink} fontFamily="system-ui, sans-serif">
        {crest.initials}
      </text>
    </svg>
  );
}
