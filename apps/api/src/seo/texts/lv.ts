import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Latvian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sporta likmes, tiešraides koeficienti un kazino', 'Likmes uz futbolu, tenisu, basketbolu un citiem sporta veidiem pirms spēles un tiešraidē, kazino spēles un Kickoff akcijas.', 'Sākums', 'Kickoff ir likmju vietne ar koeficientiem pirms spēles un tiešraidē futbolam, tenisam, basketbolam, hokejam un e-sportam: vienkāršas likmes, kombinētās likmes un sistēmas.\n\nKazino piedāvā spēļu automātus un tiešraides galdus. Spēlējiet atbildīgi: kontā iestatiet iemaksu, zaudējumu un sesijas ilguma limitus.'],
  live: ['Tiešraides likmes — koeficienti spēles laikā | Kickoff', 'Likmes uz spēlēm, kas notiek tagad: koeficienti, kas mainās līdz ar rezultātu, tiešraides rezultāti un ātras likmes.', 'Tiešraide', 'Tiešraides likmes seko spēlei: koeficienti mainās pēc katriem vārtiem, punkta un seta, un tirgi tiek apturēti, kamēr mainās rezultāts.'],
  line: ['Likmes pirms spēles — tuvāko spēļu koeficienti | Kickoff', 'Tuvāko dienu spēļu koeficienti: iznākums, kopsummas, handikapi un precīzs rezultāts visos sporta veidos.', 'Pirms spēles', 'Koeficienti pirms spēles aptver tuvāko spēļu iznākumu, kopsummas, handikapus un precīzu rezultātu; pievienojiet tos kuponam kā vienkāršas likmes, kombinētās likmes vai sistēmas.'],
  slots: ['Spēļu automāti — kazino spēles | Kickoff', 'Daudzu piegādātāju spēļu automāti: klasiskie ruļļi, video automāti un džekpoti, katrā spēlē demo režīms.', 'Spēļu automāti'],
  'live-casino': ['Tiešraides kazino — rulete, blekdžeks un citas | Kickoff', 'Galdi ar tiešraides dīleriem: rulete, blekdžeks, bakara un spēļu šovi.', 'Tiešraides kazino'],
  promotions: ['Akcijas un bonusi | Kickoff', 'Pašreizējās akcijas, bonusi un piedāvājumi sporta likmēm un kazino.', 'Akcijas'],
  results: ['Beigušos spēļu rezultāti | Kickoff', 'Beigušos spēļu galarezultāti pēc sporta veida un līgas.', 'Rezultāti'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koeficienti un likmes, {champ} | Kickoff', 'Likmes uz {team1} — {team2} ({sport}, {champ}): iznākums, kopsummas, handikapi un vairāk, pirms spēles un tiešraidē.', '{team1} — {team2}'],
};
