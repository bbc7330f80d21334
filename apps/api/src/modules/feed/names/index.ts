import type { FeedLanguageNames } from '../feed.names.data';
import { names as bgNames } from './bg';
import { names as bnNames } from './bn';
import { names as csNames } from './cs';
import { names as daNames } from './da';
import { names as elNames } from './el';
import { names as etNames } from './et';
import { names as fiNames } from './fi';
import { names as frNames } from './fr';
import { names as hrNames } from './hr';
import { names as huNames } from './hu';
import { names as hyNames } from './hy';
import { names as idNames } from './id';
import { names as itNames } from './it';
import { names as jaNames } from './ja';
import { names as kaNames } from './ka';
import { names as koNames } from './ko';
import { names as ltNames } from './lt';
import { names as lvNames } from './lv';
import { names as mkNames } from './mk';
import { names as msNames } from './ms';
import { names as nlNames } from './nl';
import { names as noNames } from './no';
import { names as roNames } from './ro';
import { names as skNames } from './sk';
import { names as slNames } from './sl';
import { names as sqNames } from './sq';
import { names as svNames } from './sv';
import { names as thNames } from './th';
import { names as urNames } from './ur';
import { names as uzNames } from './uz';
import { names as viNames } from './vi';
import { names as zhNames } from './zh';

/**
 * The feed's names in the complete languages added after the first eleven (issue 18), one file per
 * language. Clubs and players keep the feed's own (Latin-script) names, as the press of each
 * language writes fictional club names; sports, countries, league words, market groups and the
 * yes/no selections are translated, in non-Latin scripts with the usual exonym.
 */
export const MORE_FEED_NAMES: Readonly<Record<string, FeedLanguageNames>> = {
  bg: bgNames,
  bn: bnNames,
  cs: csNames,
  da: daNames,
  el: elNames,
  et: etNames,
  fi: fiNames,
  fr: frNames,
  hr: hrNames,
  hu: huNames,
  hy: hyNames,
  id: idNames,
  it: itNames,
  ja: jaNames,
  ka: kaNames,
  ko: koNames,
  lt: ltNames,
  lv: lvNames,
  mk: mkNames,
  ms: msNames,
  nl: nlNames,
  no: noNames,
  ro: roNames,
  sk: skNames,
  sl: slNames,
  sq: sqNames,
  sv: svNames,
  th: thNames,
  ur: urNames,
  uz: uzNames,
  vi: viNames,
  zh: zhNames,
};
