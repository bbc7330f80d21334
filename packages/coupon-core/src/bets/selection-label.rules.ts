import { SelectionType, type CouponBet } from '@kickoff/contracts';

/** A selection as the coupon names it: a dictionary key and its values ("Arsenal", "Over 2.5"). */
export interface SelectionLabel {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A line as a player reads it: `-1.5`, `+1.5`, `0`. */
function signed(param: number): string {
  return param > 0 ? `+${param}` : String(param);
}

/**
 * What the player picked, in words (issue 15: "Arsenal" or "Over 2.5", not "Match result #1"): the
 * team for a result, "Draw", the team with its line for a handicap, over/under the line for a total,
 * the score for a correct score; the feed's own label for any other selection.
 */
export function selectionLabel(bet: CouponBet): SelectionLabel {
  const { typeId, opponent1Name: team1 = '', opponent2Name: team2 = '', param, name } = bet.market;
  switch (typeId) {
    case SelectionType.home:
      return { key: 'coupon_pick_team', params: { team: team1 } };
    case SelectionType.draw:
      return { key: 'coupon_pick_draw', params: {} };
    case SelectionType.away:
      return { key: 'coupon_pick_team', params: { team: team2 } };
    case SelectionType.homeOrDraw:
      return { key: 'coupon_pick_team_or_draw', params: { team: team1 } };
    case SelectionType.homeOrAway:
      return { key: 'coupon_pick_either', params: { team1, team2 } };
    case SelectionType.drawOrAway:
      return { key: 'coupon_pick_team_or_draw', params: { team: team2 } };
    case SelectionType.handicap1:
    case SelectionType.handicap2:
      if (param === null || param === undefined) break;
      return { key: 'coupon_pick_handicap', params: { team: typeId === SelectionType.handicap1 ? team1 : team2, line: signed(param) } };
    case SelectionType.over:
    case SelectionType.under:
      if (param === null || param === undefined) break;
      return { key: typeId === SelectionType.over ? 'coupon_pick_over' : 'coupon_pick_under', params: { line: param } };
    case SelectionType.bothScoreYes:
      return { key: 'coupon_pick_both_score', params: {} };
    case SelectionType.bothScoreNo:
      return { key: 'coupon_pick_not_both_score', params: {} };
    default:
      if (typeId >= SelectionType.correctScoreBase && typeId < SelectionType.correctScoreBase + 100) {
        const code = typeId - SelectionType.correctScoreBase;
        return { key: 'coupon_pick_score', params: { score: `${Math.floor(code / 10)}:${code % 10}` } };
      }
  }
  return { key: 'coupon_pick_named', params: { name: name ?? `#${typeId}` } };
}
