import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in French. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — paris sportifs, cotes en direct et casino', 'Pariez sur le football, le tennis, le basket-ball et plus encore avant le match et en direct, jouez au casino et profitez des promotions chez Kickoff.', 'Accueil', 'Kickoff est un site de paris sportifs avec des cotes avant-match et en direct sur le football, le tennis, le basket-ball, le hockey sur glace et l’esport : paris simples, combinés et systèmes.\n\nLe casino propose des machines à sous et des tables en direct. Jouez de manière responsable : fixez des limites de dépôt, de perte et de session dans votre compte.'],
  live: ['Paris en direct — cotes pendant le match | Kickoff', 'Pariez sur les matchs en cours : des cotes qui suivent le score, les scores en direct et des paris rapides.', 'En direct', 'Les paris en direct suivent le match : les cotes changent à chaque but, point et set, et les marchés sont suspendus pendant que le score change.'],
  line: ['Paris avant-match — cotes des prochains matchs | Kickoff', 'Les cotes des matchs des prochains jours : résultat, totaux, handicaps et score exact dans tous les sports.', 'Avant-match', 'Les cotes avant-match couvrent le résultat, les totaux, les handicaps et le score exact des prochains matchs ; ajoutez-les au coupon en simple, en combiné ou en système.'],
  slots: ['Machines à sous — jeux de casino | Kickoff', 'Des machines à sous de nombreux fournisseurs : rouleaux classiques, vidéo slots et jackpots, avec un mode démo pour chaque jeu.', 'Machines à sous'],
  'live-casino': ['Casino en direct — roulette, blackjack et plus | Kickoff', 'Des tables avec croupiers en direct : roulette, blackjack, baccara et jeux télévisés.', 'Casino en direct'],
  promotions: ['Promotions et bonus | Kickoff', 'Les promotions, bonus et offres du moment pour les paris sportifs et le casino.', 'Promotions'],
  results: ['Résultats des matchs terminés | Kickoff', 'Scores finaux et résultats des matchs terminés par sport et par compétition.', 'Résultats'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2} : cotes et paris, {champ} | Kickoff', 'Pariez sur {team1} — {team2} ({sport}, {champ}) : résultat, totaux, handicaps et plus, avant le match et en direct.', '{team1} — {team2}'],
};
