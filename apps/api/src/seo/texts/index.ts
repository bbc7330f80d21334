import type { SeoSeedTexts } from '../seo.seed';
import { texts as arTexts } from './ar';
import { texts as bgTexts } from './bg';
import { texts as bnTexts } from './bn';
import { texts as csTexts } from './cs';
import { texts as daTexts } from './da';
import { texts as elTexts } from './el';
import { texts as etTexts } from './et';
import { texts as faTexts } from './fa';
import { texts as fiTexts } from './fi';
import { texts as frTexts } from './fr';
import { texts as hrTexts } from './hr';
import { texts as huTexts } from './hu';
import { texts as hyTexts } from './hy';
import { texts as idTexts } from './id';
import { texts as itTexts } from './it';
import { texts as jaTexts } from './ja';
import { texts as kaTexts } from './ka';
import { texts as koTexts } from './ko';
import { texts as ltTexts } from './lt';
import { texts as lvTexts } from './lv';
import { texts as mkTexts } from './mk';
import { texts as msTexts } from './ms';
import { texts as nlTexts } from './nl';
import { texts as noTexts } from './no';
import { texts as plTexts } from './pl';
import { texts as roTexts } from './ro';
import { texts as skTexts } from './sk';
import { texts as slTexts } from './sl';
import { texts as sqTexts } from './sq';
import { texts as svTexts } from './sv';
import { texts as thTexts } from './th';
import { texts as urTexts } from './ur';
import { texts as uzTexts } from './uz';
import { texts as viTexts } from './vi';
import { texts as zhTexts } from './zh';

/** The SEO page data of the complete languages after the first nine (issue 18), one file per language. */
export const MORE_SEO_SEED: Readonly<Record<string, SeoSeedTexts>> = {
  ar: arTexts,
  bg: bgTexts,
  bn: bnTexts,
  cs: csTexts,
  da: daTexts,
  el: elTexts,
  et: etTexts,
  fa: faTexts,
  fi: fiTexts,
  fr: frTexts,
  hr: hrTexts,
  hu: huTexts,
  hy: hyTexts,
  id: idTexts,
  it: itTexts,
  ja: jaTexts,
  ka: kaTexts,
  ko: koTexts,
  lt: ltTexts,
  lv: lvTexts,
  mk: mkTexts,
  ms: msTexts,
  nl: nlTexts,
  no: noTexts,
  pl: plTexts,
  ro: roTexts,
  sk: skTexts,
  sl: slTexts,
  sq: sqTexts,
  sv: svTexts,
  th: thTexts,
  ur: urTexts,
  uz: uzTexts,
  vi: viTexts,
  zh: zhTexts,
};
