import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Italian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — scommesse sportive, quote live e casinò', 'Scommetti su calcio, tennis, pallacanestro e altro prima della partita e live, gioca al casinò e partecipa alle promozioni di Kickoff.', 'Home', 'Kickoff è un sito di scommesse con quote prepartita e live su calcio, tennis, pallacanestro, hockey su ghiaccio ed esport: singole, multiple e sistemi.\n\nIl casinò offre slot e tavoli dal vivo. Gioca in modo responsabile: imposta limiti di deposito, di perdita e di sessione nel tuo conto.'],
  live: ['Scommesse live — quote durante la partita | Kickoff', 'Scommesse sulle partite in corso: quote che cambiano con il punteggio, risultati in tempo reale e giocate rapide.', 'Live', 'Le scommesse live seguono la partita: le quote cambiano a ogni gol, punto e set, e i mercati si sospendono mentre il punteggio cambia.'],
  line: ['Scommesse prepartita — quote delle prossime partite | Kickoff', 'Quote delle partite dei prossimi giorni: esito, totali, handicap e risultato esatto in ogni sport.', 'Prepartita', 'Le quote prepartita coprono esito, totali, handicap e risultato esatto delle prossime partite; aggiungile alla schedina come singole, multiple o sistemi.'],
  slots: ['Slot — giochi da casinò | Kickoff', 'Slot di molti fornitori: rulli classici, video slot e jackpot, con modalità demo per ogni gioco.', 'Slot'],
  'live-casino': ['Casinò live — roulette, blackjack e altro | Kickoff', 'Tavoli con croupier dal vivo: roulette, blackjack, baccarat e game show.', 'Casinò live'],
  promotions: ['Promozioni e bonus | Kickoff', 'Promozioni, bonus e offerte in corso per le scommesse sportive e il casinò.', 'Promozioni'],
  results: ['Risultati delle partite concluse | Kickoff', 'Punteggi finali e risultati delle partite concluse per sport e campionato.', 'Risultati'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: quote e scommesse, {champ} | Kickoff', 'Scommetti su {team1} — {team2} ({sport}, {champ}): esito, totali, handicap e altro, prima della partita e live.', '{team1} — {team2}'],
};
